"""rocke's loop schedule: the search (search.py, a compiler pass scored by the model), its
records (record.py) and their replay (replay.py), which `rocke build` and `rocke perf` use."""
