"""`rocke sim`: run the shipped kernels on the CPU (docs/design.md §10): the llvm22 IR of
gfx942 and gfx950, and the .hip of both through clang-22 (docs/sim-artifacts.md).

retarget (AMDGPU text -> host IR), hiprt (what the HIP headers call, provided from the launch),
runtime (MCJIT, threads, barrier), buffers (canaries, NaN),
pack (kernarg from the ABI), reference (float64 SDPA backward), adversarial (offset and
block_table corpus), problem (sizes and sequences), pipelines (stages, matching, planning),
setups (stage inputs and expected outputs), run (launch and judge one instance), worker
(process isolation), report (tables and JSON).
"""
