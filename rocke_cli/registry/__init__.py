"""The registry and launch path: from a problem to the chain of kernels that computes its
backward (registry/plan.py), the one home of grids, argument values, buffers and kernarg
bytes (launch.py, kernarg.py) that the simulator launches through too, the selection table
(table.py), the generated C++ (cpp.py) and an optional ctypes launcher (hip.py). Import the
submodules; this package imports nothing (the simulator's planning side stays light)."""
