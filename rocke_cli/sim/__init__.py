"""`rocke sim`: run the shipped gfx942 llvm22 IR on the CPU (docs/design.md §10).

retarget (AMDGPU text -> host IR), runtime (MCJIT, threads, barrier), buffers (canaries, NaN),
pack (kernarg from the ABI), reference (float64 SDPA backward), adversarial (offset and
block_table corpus), problem (sizes and sequences), pipelines (stages, matching, planning),
setups (stage inputs and expected outputs), run (launch and judge one instance), worker
(process isolation), report (tables and JSON).
"""
