; rocke attention_bwd_main gfx950.bf16.d128.bm16bn256.bshd.ws0.full.c0.atomic.kvs.wg512 llvm22
; generated from templates/attention_bwd_main.ll.j2; do not edit
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@k.lds = internal addrspace(3) global [34816 x bfloat] poison, align 16
@v.lds = internal addrspace(3) global [34816 x bfloat] poison, align 16
@q.lds = internal addrspace(3) global [2176 x bfloat] poison, align 16
@do.lds = internal addrspace(3) global [2176 x bfloat] poison, align 16
@ds.lds = internal addrspace(3) global [4160 x bfloat] poison, align 16
@lse.lds = internal addrspace(3) global [512 x float] poison, align 16
@dl.lds = internal addrspace(3) global [512 x float] poison, align 16

define amdgpu_kernel void @rocke_bwd_main_gfx950_bf16_d128_bm16bn256_bshd_ws0_full_c0_atomic_kvs_wg512(ptr addrspace(1) noalias readonly %q, ptr addrspace(1) noalias readonly %k, ptr addrspace(1) noalias readonly %v, ptr addrspace(1) noalias readonly %dout, ptr addrspace(1) noalias readonly %lse, ptr addrspace(1) noalias readonly %delta, ptr addrspace(1) noalias writeonly %dk, ptr addrspace(1) noalias writeonly %dv, ptr addrspace(1) noalias %dq_ws, i32 %seqlen_q, i32 %seqlen_k, i32 %num_heads_q, i32 %num_heads_kv, float %scale) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %tile = call i32 @llvm.amdgcn.workgroup.id.x()
  %h = call i32 @llvm.amdgcn.workgroup.id.y()
  %b = call i32 @llvm.amdgcn.workgroup.id.z()
  %q.tok0 = mul i32 %b, %seqlen_q

  ; group = Hq / Hkv, 0 when Hkv <= 0 (no division by zero)
  %hkv.ok = icmp sgt i32 %num_heads_kv, 0
  %hkv.d = select i1 %hkv.ok, i32 %num_heads_kv, i32 1
  %group.q = sdiv i32 %num_heads_q, %hkv.d
  %group = select i1 %hkv.ok, i32 %group.q, i32 0
  ; group < 1 has no valid mapping: the kernel returns at once
  %gqa.ok = icmp sgt i32 %group, 0
  %kv.tok0 = mul i32 %b, %seqlen_k

  %n0 = mul i32 %tile, 256
  %kv.in = icmp slt i32 %n0, %seqlen_k
  %kv.live = and i1 %kv.in, %gqa.ok
  %dlk = sub i32 %seqlen_k, %seqlen_q
  %hq0 = mul i32 %h, %group
  %sl2 = fmul float %scale, 0x3FF7154760000000
  %ld.r = lshr i32 %tid, 4
  %ld.v = and i32 %tid, 15
  %ld.col = shl i32 %ld.v, 3
  %ld.col64 = zext i32 %ld.col to i64
  %wave = lshr i32 %tid, 6
  %lane = and i32 %tid, 63
  ; the wave as a scalar (readfirstlane: an SGPR across the loop, for the dK/dV stores)
  %wave.s = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %wave)
  ; S, dP: [16 x 256] over head_dim, 2 16x16 block(s) a wave
  %sa.lr = and i32 %lane, 15
  %sa.lg = lshr i32 %lane, 4
  %sa.lk = shl i32 %sa.lg, 2
  %sa.w0 = mul i32 %wave, 32
  %sa.r0 = add i32 0, 0
  %sa.c0 = add i32 %sa.w0, 0
  %sa.r1 = add i32 0, 0
  %sa.c1 = add i32 %sa.w0, 16

  %sa.lkw = shl i32 %sa.lg, 3
  %sa.qr0 = add i32 %sa.r0, %sa.lr
  %sa.qm0 = mul i32 %sa.qr0, 136
  %sa.qa0 = add i32 %sa.qm0, %sa.lkw
  %sa.kr0 = add i32 %sa.c0, %sa.lr
  ; this lane's column of the block: P^T / dS^T row, and the key it scores
  %sa.pt0 = mul i32 %sa.kr0, 20
  %sa.kg0 = add i32 %n0, %sa.kr0
  ; all ones when the key is past len_k (its P is 0), else 0: a mask as bits, not as a lane mask
  %sa.kl0 = sub i32 %sa.kg0, %seqlen_k
  %sa.kx0 = xor i32 %sa.kl0, -1
  %sa.kbad0 = ashr i32 %sa.kx0, 31
  ; its K and V row in LDS: S/dP's B fragments, 8 head_dim elements a step
  %sa.km0 = mul i32 %sa.kr0, 136
  %sa.kk0 = add i32 %sa.km0, %sa.lkw
  %sa.rl0 = add i32 %sa.r0, %sa.lk
  %sa.row0.0 = add i32 %sa.rl0, 0
  %sa.row0.1 = add i32 %sa.rl0, 1
  %sa.row0.2 = add i32 %sa.rl0, 2
  %sa.row0.3 = add i32 %sa.rl0, 3

  %sa.qr1 = add i32 %sa.r1, %sa.lr
  %sa.qm1 = mul i32 %sa.qr1, 136
  %sa.qa1 = add i32 %sa.qm1, %sa.lkw
  %sa.kr1 = add i32 %sa.c1, %sa.lr
  ; this lane's column of the block: P^T / dS^T row, and the key it scores
  %sa.pt1 = mul i32 %sa.kr1, 20
  %sa.kg1 = add i32 %n0, %sa.kr1
  ; all ones when the key is past len_k (its P is 0), else 0: a mask as bits, not as a lane mask
  %sa.kl1 = sub i32 %sa.kg1, %seqlen_k
  %sa.kx1 = xor i32 %sa.kl1, -1
  %sa.kbad1 = ashr i32 %sa.kx1, 31
  ; its K and V row in LDS: S/dP's B fragments, 8 head_dim elements a step
  %sa.km1 = mul i32 %sa.kr1, 136
  %sa.kk1 = add i32 %sa.km1, %sa.lkw
  %sa.rl1 = add i32 %sa.r1, %sa.lk
  %sa.row1.0 = add i32 %sa.rl1, 0
  %sa.row1.1 = add i32 %sa.rl1, 1
  %sa.row1.2 = add i32 %sa.rl1, 2
  %sa.row1.3 = add i32 %sa.rl1, 3

  ; dV, dK: [256 x 128] over the Q tile, 4 32x32 block(s) a wave
  %kb.lr = and i32 %lane, 31
  %kb.lg = lshr i32 %lane, 5
  %kb.lk = shl i32 %kb.lg, 2
  %kb.wr = mul i32 %wave, 1
  %kb.br0 = add i32 %kb.wr, 0
  %kb.bc0 = add i32 0, 0
  %kb.r0 = mul i32 %kb.br0, 32
  %kb.c0 = add i32 0, 0
  %kb.br1 = add i32 %kb.wr, 0
  %kb.bc1 = add i32 0, 1
  %kb.r1 = mul i32 %kb.br1, 32
  %kb.c1 = add i32 0, 32
  %kb.br2 = add i32 %kb.wr, 0
  %kb.bc2 = add i32 0, 2
  %kb.r2 = mul i32 %kb.br2, 32
  %kb.c2 = add i32 0, 64
  %kb.br3 = add i32 %kb.wr, 0
  %kb.bc3 = add i32 0, 3
  %kb.r3 = mul i32 %kb.br3, 32
  %kb.c3 = add i32 0, 96

  %kb.lkw = shl i32 %kb.lg, 3
  %kb.lkd = mul i32 %kb.lkw, 136
  %kb.ar0 = add i32 %kb.r0, %kb.lr
  %kb.am0 = mul i32 %kb.ar0, 20
  %kb.pa0 = add i32 %kb.am0, %kb.lkw
  %kb.bc0.l = add i32 %kb.c0, %kb.lr
  %kb.ob0 = add i32 %kb.lkd, %kb.bc0.l
  %kb.rl0 = add i32 %kb.r0, %kb.lk
  %kb.row0.0 = add i32 %kb.rl0, 0
  %kb.row0.1 = add i32 %kb.rl0, 1
  %kb.row0.2 = add i32 %kb.rl0, 2
  %kb.row0.3 = add i32 %kb.rl0, 3
  %kb.row0.4 = add i32 %kb.rl0, 8
  %kb.row0.5 = add i32 %kb.rl0, 9
  %kb.row0.6 = add i32 %kb.rl0, 10
  %kb.row0.7 = add i32 %kb.rl0, 11
  %kb.row0.8 = add i32 %kb.rl0, 16
  %kb.row0.9 = add i32 %kb.rl0, 17
  %kb.row0.10 = add i32 %kb.rl0, 18
  %kb.row0.11 = add i32 %kb.rl0, 19
  %kb.row0.12 = add i32 %kb.rl0, 24
  %kb.row0.13 = add i32 %kb.rl0, 25
  %kb.row0.14 = add i32 %kb.rl0, 26
  %kb.row0.15 = add i32 %kb.rl0, 27

  %kb.ar1 = add i32 %kb.r1, %kb.lr
  %kb.am1 = mul i32 %kb.ar1, 20
  %kb.pa1 = add i32 %kb.am1, %kb.lkw
  %kb.bc1.l = add i32 %kb.c1, %kb.lr
  %kb.ob1 = add i32 %kb.lkd, %kb.bc1.l
  %kb.rl1 = add i32 %kb.r1, %kb.lk
  %kb.row1.0 = add i32 %kb.rl1, 0
  %kb.row1.1 = add i32 %kb.rl1, 1
  %kb.row1.2 = add i32 %kb.rl1, 2
  %kb.row1.3 = add i32 %kb.rl1, 3
  %kb.row1.4 = add i32 %kb.rl1, 8
  %kb.row1.5 = add i32 %kb.rl1, 9
  %kb.row1.6 = add i32 %kb.rl1, 10
  %kb.row1.7 = add i32 %kb.rl1, 11
  %kb.row1.8 = add i32 %kb.rl1, 16
  %kb.row1.9 = add i32 %kb.rl1, 17
  %kb.row1.10 = add i32 %kb.rl1, 18
  %kb.row1.11 = add i32 %kb.rl1, 19
  %kb.row1.12 = add i32 %kb.rl1, 24
  %kb.row1.13 = add i32 %kb.rl1, 25
  %kb.row1.14 = add i32 %kb.rl1, 26
  %kb.row1.15 = add i32 %kb.rl1, 27

  %kb.ar2 = add i32 %kb.r2, %kb.lr
  %kb.am2 = mul i32 %kb.ar2, 20
  %kb.pa2 = add i32 %kb.am2, %kb.lkw
  %kb.bc2.l = add i32 %kb.c2, %kb.lr
  %kb.ob2 = add i32 %kb.lkd, %kb.bc2.l
  %kb.rl2 = add i32 %kb.r2, %kb.lk
  %kb.row2.0 = add i32 %kb.rl2, 0
  %kb.row2.1 = add i32 %kb.rl2, 1
  %kb.row2.2 = add i32 %kb.rl2, 2
  %kb.row2.3 = add i32 %kb.rl2, 3
  %kb.row2.4 = add i32 %kb.rl2, 8
  %kb.row2.5 = add i32 %kb.rl2, 9
  %kb.row2.6 = add i32 %kb.rl2, 10
  %kb.row2.7 = add i32 %kb.rl2, 11
  %kb.row2.8 = add i32 %kb.rl2, 16
  %kb.row2.9 = add i32 %kb.rl2, 17
  %kb.row2.10 = add i32 %kb.rl2, 18
  %kb.row2.11 = add i32 %kb.rl2, 19
  %kb.row2.12 = add i32 %kb.rl2, 24
  %kb.row2.13 = add i32 %kb.rl2, 25
  %kb.row2.14 = add i32 %kb.rl2, 26
  %kb.row2.15 = add i32 %kb.rl2, 27

  %kb.ar3 = add i32 %kb.r3, %kb.lr
  %kb.am3 = mul i32 %kb.ar3, 20
  %kb.pa3 = add i32 %kb.am3, %kb.lkw
  %kb.bc3.l = add i32 %kb.c3, %kb.lr
  %kb.ob3 = add i32 %kb.lkd, %kb.bc3.l
  %kb.rl3 = add i32 %kb.r3, %kb.lk
  %kb.row3.0 = add i32 %kb.rl3, 0
  %kb.row3.1 = add i32 %kb.rl3, 1
  %kb.row3.2 = add i32 %kb.rl3, 2
  %kb.row3.3 = add i32 %kb.rl3, 3
  %kb.row3.4 = add i32 %kb.rl3, 8
  %kb.row3.5 = add i32 %kb.rl3, 9
  %kb.row3.6 = add i32 %kb.rl3, 10
  %kb.row3.7 = add i32 %kb.rl3, 11
  %kb.row3.8 = add i32 %kb.rl3, 16
  %kb.row3.9 = add i32 %kb.rl3, 17
  %kb.row3.10 = add i32 %kb.rl3, 18
  %kb.row3.11 = add i32 %kb.rl3, 19
  %kb.row3.12 = add i32 %kb.rl3, 24
  %kb.row3.13 = add i32 %kb.rl3, 25
  %kb.row3.14 = add i32 %kb.rl3, 26
  %kb.row3.15 = add i32 %kb.rl3, 27

  ; dQ: [16 x 128] over the KV tile, 1 16x16 block(s) a wave
  %qc.lr = and i32 %lane, 15
  %qc.lg = lshr i32 %lane, 4
  %qc.lk = shl i32 %qc.lg, 2
  %qc.w0 = mul i32 %wave, 1
  %qc.b0 = add i32 %qc.w0, 0
  %qc.br0 = udiv i32 %qc.b0, 8
  %qc.bc0 = urem i32 %qc.b0, 8
  %qc.r0 = mul i32 %qc.br0, 16
  %qc.c0 = mul i32 %qc.bc0, 16

  %qc.lkw = shl i32 %qc.lg, 3
  %qc.lkp = mul i32 %qc.lkw, 20
  %qc.ar0 = add i32 %qc.r0, %qc.lr
  %qc.da0 = add i32 %qc.lkp, %qc.ar0
  ; (the tall tile: dS row-major, its A fragment 8 consecutive keys of row ar, one 16-byte read)
  %qc.dm0 = mul i32 %qc.ar0, 260
  %qc.dr0 = add i32 %qc.dm0, %qc.lkw
  %qc.bc0.l = add i32 %qc.c0, %qc.lr
  %qc.bc64.0 = zext i32 %qc.bc0.l to i64
  ; its B fragments: 8 consecutive keys of K's column bc (K row-major in LDS)
  %qc.km0 = mul i32 %qc.lkw, 136
  %qc.kc0 = add i32 %qc.km0, %qc.bc0.l
  %qc.rl0 = add i32 %qc.r0, %qc.lk
  %qc.row0.0 = add i32 %qc.rl0, 0
  %qc.row0.1 = add i32 %qc.rl0, 1
  %qc.row0.2 = add i32 %qc.rl0, 2
  %qc.row0.3 = add i32 %qc.rl0, 3

  ; the lse/delta row a work-item brings in: tid mod block_m, stored at [tid] (unconditional:
  ; LLVM sinks a load into a branch that alone uses it, and would wait for it there)
  %lt.row = and i32 %tid, 15
  ; a column fragment's transposing reads: lane l of a 16-lane group reads row (l mod 16) div 4,
  ; columns 4 (l mod 4) ..+3 of the group's 4x16 tile and is given column l mod 16: from the
  ; lane's column, add (l div 4) * stride + 4 (l mod 4) - l (l = lane mod 16)
  %tr.l = and i32 %lane, 15
  %tr.q = lshr i32 %tr.l, 2
  %tr.c = and i32 %tr.l, 3
  %tr.c4 = shl i32 %tr.c, 2
  %tr.x = sub i32 %tr.c4, %tr.l
  %tr.s136 = mul i32 %tr.q, 136
  %tr.d136 = add i32 %tr.s136, %tr.x
  ; dV/dK's B fragments: every column block's transposing reads from this one base
  %kb.tb = add i32 %kb.ob0, %tr.d136
  ; this work-item's rows of a Q step's tile loads and their LDS offsets (fixed for the loop)
  ; one pass of 16-byte loads covers 32 rows, twice the step's 16: the first half
  ; of the workgroup loads the Q tile, the second the dO tile (one load each, no idle lanes)
  %pf.hi = icmp uge i32 %ld.r, 16
  %pf.src = select i1 %pf.hi, ptr addrspace(1) %dout, ptr addrspace(1) %q
  %pf.dst = select i1 %pf.hi, ptr addrspace(3) @do.lds, ptr addrspace(3) @q.lds
  %pf.rb = and i32 %ld.r, 15
  ; (the same half as a wave-uniform test: a wave's work-items are all in one half)
  %pf.his = icmp uge i32 %wave.s, 4
  ; a row's bytes (Hq x D elements) and this work-item's column's, for the loads' offsets
  %pf.rse = mul i32 %num_heads_q, 128
  %pf.rsb = shl i32 %pf.rse, 1
  %pf.cb = shl i32 %ld.col, 1
  %pf.r0 = add i32 %pf.rb, 0
  %pf.li0 = mul i32 %pf.r0, 136
  %pf.lo0 = add i32 %pf.li0, %ld.col
  %kf.last = sub i32 %seqlen_k, 1
  br i1 %kv.live, label %kvload, label %exit

kvload:
  ; the stationary KV tile into LDS, once, row-major [256][136] (rows past len_k as
  ; zeros: their scores are masked, their dS is 0); the loop's first barrier publishes it
  %kl.last = sub i32 %seqlen_k, 1
  %kl.r0 = add i32 %ld.r, 0
  %kl.s0 = add i32 %n0, %kl.r0
  %kl.v0 = icmp slt i32 %kl.s0, %seqlen_k
  %kl.c0 = select i1 %kl.v0, i32 %kl.s0, i32 %kl.last
  %kl.t0 = add i32 %kv.tok0, %kl.c0
  %kl.g0.r64 = sext i32 %kl.t0 to i64
  %kl.g0.h64 = sext i32 %num_heads_kv to i64
  %kl.g0.hh64 = sext i32 %h to i64
  %kl.g0.rh = mul nsw i64 %kl.g0.r64, %kl.g0.h64
  %kl.g0.rhh = add nsw i64 %kl.g0.rh, %kl.g0.hh64
  %kl.g0.base = mul i64 %kl.g0.rhh, 128
  %kl.off0 = add i64 %kl.g0.base, %ld.col64
  %kl.gp0 = getelementptr inbounds bfloat, ptr addrspace(1) %k, i64 %kl.off0
  %kl.ld0 = load <8 x bfloat>, ptr addrspace(1) %kl.gp0, align 16
  %kl.x0 = select i1 %kl.v0, <8 x bfloat> %kl.ld0, <8 x bfloat> zeroinitializer
  %kl.li0 = mul i32 %kl.r0, 136
  %kl.lo0 = add i32 %kl.li0, %ld.col
  %kl.lp0 = getelementptr inbounds bfloat, ptr addrspace(3) @k.lds, i32 %kl.lo0
  store <8 x bfloat> %kl.x0, ptr addrspace(3) %kl.lp0, align 16
  %kl.r1 = add i32 %ld.r, 32
  %kl.s1 = add i32 %n0, %kl.r1
  %kl.v1 = icmp slt i32 %kl.s1, %seqlen_k
  %kl.c1 = select i1 %kl.v1, i32 %kl.s1, i32 %kl.last
  %kl.t1 = add i32 %kv.tok0, %kl.c1
  %kl.g1.r64 = sext i32 %kl.t1 to i64
  %kl.g1.h64 = sext i32 %num_heads_kv to i64
  %kl.g1.hh64 = sext i32 %h to i64
  %kl.g1.rh = mul nsw i64 %kl.g1.r64, %kl.g1.h64
  %kl.g1.rhh = add nsw i64 %kl.g1.rh, %kl.g1.hh64
  %kl.g1.base = mul i64 %kl.g1.rhh, 128
  %kl.off1 = add i64 %kl.g1.base, %ld.col64
  %kl.gp1 = getelementptr inbounds bfloat, ptr addrspace(1) %k, i64 %kl.off1
  %kl.ld1 = load <8 x bfloat>, ptr addrspace(1) %kl.gp1, align 16
  %kl.x1 = select i1 %kl.v1, <8 x bfloat> %kl.ld1, <8 x bfloat> zeroinitializer
  %kl.li1 = mul i32 %kl.r1, 136
  %kl.lo1 = add i32 %kl.li1, %ld.col
  %kl.lp1 = getelementptr inbounds bfloat, ptr addrspace(3) @k.lds, i32 %kl.lo1
  store <8 x bfloat> %kl.x1, ptr addrspace(3) %kl.lp1, align 16
  %kl.r2 = add i32 %ld.r, 64
  %kl.s2 = add i32 %n0, %kl.r2
  %kl.v2 = icmp slt i32 %kl.s2, %seqlen_k
  %kl.c2 = select i1 %kl.v2, i32 %kl.s2, i32 %kl.last
  %kl.t2 = add i32 %kv.tok0, %kl.c2
  %kl.g2.r64 = sext i32 %kl.t2 to i64
  %kl.g2.h64 = sext i32 %num_heads_kv to i64
  %kl.g2.hh64 = sext i32 %h to i64
  %kl.g2.rh = mul nsw i64 %kl.g2.r64, %kl.g2.h64
  %kl.g2.rhh = add nsw i64 %kl.g2.rh, %kl.g2.hh64
  %kl.g2.base = mul i64 %kl.g2.rhh, 128
  %kl.off2 = add i64 %kl.g2.base, %ld.col64
  %kl.gp2 = getelementptr inbounds bfloat, ptr addrspace(1) %k, i64 %kl.off2
  %kl.ld2 = load <8 x bfloat>, ptr addrspace(1) %kl.gp2, align 16
  %kl.x2 = select i1 %kl.v2, <8 x bfloat> %kl.ld2, <8 x bfloat> zeroinitializer
  %kl.li2 = mul i32 %kl.r2, 136
  %kl.lo2 = add i32 %kl.li2, %ld.col
  %kl.lp2 = getelementptr inbounds bfloat, ptr addrspace(3) @k.lds, i32 %kl.lo2
  store <8 x bfloat> %kl.x2, ptr addrspace(3) %kl.lp2, align 16
  %kl.r3 = add i32 %ld.r, 96
  %kl.s3 = add i32 %n0, %kl.r3
  %kl.v3 = icmp slt i32 %kl.s3, %seqlen_k
  %kl.c3 = select i1 %kl.v3, i32 %kl.s3, i32 %kl.last
  %kl.t3 = add i32 %kv.tok0, %kl.c3
  %kl.g3.r64 = sext i32 %kl.t3 to i64
  %kl.g3.h64 = sext i32 %num_heads_kv to i64
  %kl.g3.hh64 = sext i32 %h to i64
  %kl.g3.rh = mul nsw i64 %kl.g3.r64, %kl.g3.h64
  %kl.g3.rhh = add nsw i64 %kl.g3.rh, %kl.g3.hh64
  %kl.g3.base = mul i64 %kl.g3.rhh, 128
  %kl.off3 = add i64 %kl.g3.base, %ld.col64
  %kl.gp3 = getelementptr inbounds bfloat, ptr addrspace(1) %k, i64 %kl.off3
  %kl.ld3 = load <8 x bfloat>, ptr addrspace(1) %kl.gp3, align 16
  %kl.x3 = select i1 %kl.v3, <8 x bfloat> %kl.ld3, <8 x bfloat> zeroinitializer
  %kl.li3 = mul i32 %kl.r3, 136
  %kl.lo3 = add i32 %kl.li3, %ld.col
  %kl.lp3 = getelementptr inbounds bfloat, ptr addrspace(3) @k.lds, i32 %kl.lo3
  store <8 x bfloat> %kl.x3, ptr addrspace(3) %kl.lp3, align 16
  %kl.r4 = add i32 %ld.r, 128
  %kl.s4 = add i32 %n0, %kl.r4
  %kl.v4 = icmp slt i32 %kl.s4, %seqlen_k
  %kl.c4 = select i1 %kl.v4, i32 %kl.s4, i32 %kl.last
  %kl.t4 = add i32 %kv.tok0, %kl.c4
  %kl.g4.r64 = sext i32 %kl.t4 to i64
  %kl.g4.h64 = sext i32 %num_heads_kv to i64
  %kl.g4.hh64 = sext i32 %h to i64
  %kl.g4.rh = mul nsw i64 %kl.g4.r64, %kl.g4.h64
  %kl.g4.rhh = add nsw i64 %kl.g4.rh, %kl.g4.hh64
  %kl.g4.base = mul i64 %kl.g4.rhh, 128
  %kl.off4 = add i64 %kl.g4.base, %ld.col64
  %kl.gp4 = getelementptr inbounds bfloat, ptr addrspace(1) %k, i64 %kl.off4
  %kl.ld4 = load <8 x bfloat>, ptr addrspace(1) %kl.gp4, align 16
  %kl.x4 = select i1 %kl.v4, <8 x bfloat> %kl.ld4, <8 x bfloat> zeroinitializer
  %kl.li4 = mul i32 %kl.r4, 136
  %kl.lo4 = add i32 %kl.li4, %ld.col
  %kl.lp4 = getelementptr inbounds bfloat, ptr addrspace(3) @k.lds, i32 %kl.lo4
  store <8 x bfloat> %kl.x4, ptr addrspace(3) %kl.lp4, align 16
  %kl.r5 = add i32 %ld.r, 160
  %kl.s5 = add i32 %n0, %kl.r5
  %kl.v5 = icmp slt i32 %kl.s5, %seqlen_k
  %kl.c5 = select i1 %kl.v5, i32 %kl.s5, i32 %kl.last
  %kl.t5 = add i32 %kv.tok0, %kl.c5
  %kl.g5.r64 = sext i32 %kl.t5 to i64
  %kl.g5.h64 = sext i32 %num_heads_kv to i64
  %kl.g5.hh64 = sext i32 %h to i64
  %kl.g5.rh = mul nsw i64 %kl.g5.r64, %kl.g5.h64
  %kl.g5.rhh = add nsw i64 %kl.g5.rh, %kl.g5.hh64
  %kl.g5.base = mul i64 %kl.g5.rhh, 128
  %kl.off5 = add i64 %kl.g5.base, %ld.col64
  %kl.gp5 = getelementptr inbounds bfloat, ptr addrspace(1) %k, i64 %kl.off5
  %kl.ld5 = load <8 x bfloat>, ptr addrspace(1) %kl.gp5, align 16
  %kl.x5 = select i1 %kl.v5, <8 x bfloat> %kl.ld5, <8 x bfloat> zeroinitializer
  %kl.li5 = mul i32 %kl.r5, 136
  %kl.lo5 = add i32 %kl.li5, %ld.col
  %kl.lp5 = getelementptr inbounds bfloat, ptr addrspace(3) @k.lds, i32 %kl.lo5
  store <8 x bfloat> %kl.x5, ptr addrspace(3) %kl.lp5, align 16
  %kl.r6 = add i32 %ld.r, 192
  %kl.s6 = add i32 %n0, %kl.r6
  %kl.v6 = icmp slt i32 %kl.s6, %seqlen_k
  %kl.c6 = select i1 %kl.v6, i32 %kl.s6, i32 %kl.last
  %kl.t6 = add i32 %kv.tok0, %kl.c6
  %kl.g6.r64 = sext i32 %kl.t6 to i64
  %kl.g6.h64 = sext i32 %num_heads_kv to i64
  %kl.g6.hh64 = sext i32 %h to i64
  %kl.g6.rh = mul nsw i64 %kl.g6.r64, %kl.g6.h64
  %kl.g6.rhh = add nsw i64 %kl.g6.rh, %kl.g6.hh64
  %kl.g6.base = mul i64 %kl.g6.rhh, 128
  %kl.off6 = add i64 %kl.g6.base, %ld.col64
  %kl.gp6 = getelementptr inbounds bfloat, ptr addrspace(1) %k, i64 %kl.off6
  %kl.ld6 = load <8 x bfloat>, ptr addrspace(1) %kl.gp6, align 16
  %kl.x6 = select i1 %kl.v6, <8 x bfloat> %kl.ld6, <8 x bfloat> zeroinitializer
  %kl.li6 = mul i32 %kl.r6, 136
  %kl.lo6 = add i32 %kl.li6, %ld.col
  %kl.lp6 = getelementptr inbounds bfloat, ptr addrspace(3) @k.lds, i32 %kl.lo6
  store <8 x bfloat> %kl.x6, ptr addrspace(3) %kl.lp6, align 16
  %kl.r7 = add i32 %ld.r, 224
  %kl.s7 = add i32 %n0, %kl.r7
  %kl.v7 = icmp slt i32 %kl.s7, %seqlen_k
  %kl.c7 = select i1 %kl.v7, i32 %kl.s7, i32 %kl.last
  %kl.t7 = add i32 %kv.tok0, %kl.c7
  %kl.g7.r64 = sext i32 %kl.t7 to i64
  %kl.g7.h64 = sext i32 %num_heads_kv to i64
  %kl.g7.hh64 = sext i32 %h to i64
  %kl.g7.rh = mul nsw i64 %kl.g7.r64, %kl.g7.h64
  %kl.g7.rhh = add nsw i64 %kl.g7.rh, %kl.g7.hh64
  %kl.g7.base = mul i64 %kl.g7.rhh, 128
  %kl.off7 = add i64 %kl.g7.base, %ld.col64
  %kl.gp7 = getelementptr inbounds bfloat, ptr addrspace(1) %k, i64 %kl.off7
  %kl.ld7 = load <8 x bfloat>, ptr addrspace(1) %kl.gp7, align 16
  %kl.x7 = select i1 %kl.v7, <8 x bfloat> %kl.ld7, <8 x bfloat> zeroinitializer
  %kl.li7 = mul i32 %kl.r7, 136
  %kl.lo7 = add i32 %kl.li7, %ld.col
  %kl.lp7 = getelementptr inbounds bfloat, ptr addrspace(3) @k.lds, i32 %kl.lo7
  store <8 x bfloat> %kl.x7, ptr addrspace(3) %kl.lp7, align 16

  %vl.last = sub i32 %seqlen_k, 1
  %vl.r0 = add i32 %ld.r, 0
  %vl.s0 = add i32 %n0, %vl.r0
  %vl.v0 = icmp slt i32 %vl.s0, %seqlen_k
  %vl.c0 = select i1 %vl.v0, i32 %vl.s0, i32 %vl.last
  %vl.t0 = add i32 %kv.tok0, %vl.c0
  %vl.g0.r64 = sext i32 %vl.t0 to i64
  %vl.g0.h64 = sext i32 %num_heads_kv to i64
  %vl.g0.hh64 = sext i32 %h to i64
  %vl.g0.rh = mul nsw i64 %vl.g0.r64, %vl.g0.h64
  %vl.g0.rhh = add nsw i64 %vl.g0.rh, %vl.g0.hh64
  %vl.g0.base = mul i64 %vl.g0.rhh, 128
  %vl.off0 = add i64 %vl.g0.base, %ld.col64
  %vl.gp0 = getelementptr inbounds bfloat, ptr addrspace(1) %v, i64 %vl.off0
  %vl.ld0 = load <8 x bfloat>, ptr addrspace(1) %vl.gp0, align 16
  %vl.x0 = select i1 %vl.v0, <8 x bfloat> %vl.ld0, <8 x bfloat> zeroinitializer
  %vl.li0 = mul i32 %vl.r0, 136
  %vl.lo0 = add i32 %vl.li0, %ld.col
  %vl.lp0 = getelementptr inbounds bfloat, ptr addrspace(3) @v.lds, i32 %vl.lo0
  store <8 x bfloat> %vl.x0, ptr addrspace(3) %vl.lp0, align 16
  %vl.r1 = add i32 %ld.r, 32
  %vl.s1 = add i32 %n0, %vl.r1
  %vl.v1 = icmp slt i32 %vl.s1, %seqlen_k
  %vl.c1 = select i1 %vl.v1, i32 %vl.s1, i32 %vl.last
  %vl.t1 = add i32 %kv.tok0, %vl.c1
  %vl.g1.r64 = sext i32 %vl.t1 to i64
  %vl.g1.h64 = sext i32 %num_heads_kv to i64
  %vl.g1.hh64 = sext i32 %h to i64
  %vl.g1.rh = mul nsw i64 %vl.g1.r64, %vl.g1.h64
  %vl.g1.rhh = add nsw i64 %vl.g1.rh, %vl.g1.hh64
  %vl.g1.base = mul i64 %vl.g1.rhh, 128
  %vl.off1 = add i64 %vl.g1.base, %ld.col64
  %vl.gp1 = getelementptr inbounds bfloat, ptr addrspace(1) %v, i64 %vl.off1
  %vl.ld1 = load <8 x bfloat>, ptr addrspace(1) %vl.gp1, align 16
  %vl.x1 = select i1 %vl.v1, <8 x bfloat> %vl.ld1, <8 x bfloat> zeroinitializer
  %vl.li1 = mul i32 %vl.r1, 136
  %vl.lo1 = add i32 %vl.li1, %ld.col
  %vl.lp1 = getelementptr inbounds bfloat, ptr addrspace(3) @v.lds, i32 %vl.lo1
  store <8 x bfloat> %vl.x1, ptr addrspace(3) %vl.lp1, align 16
  %vl.r2 = add i32 %ld.r, 64
  %vl.s2 = add i32 %n0, %vl.r2
  %vl.v2 = icmp slt i32 %vl.s2, %seqlen_k
  %vl.c2 = select i1 %vl.v2, i32 %vl.s2, i32 %vl.last
  %vl.t2 = add i32 %kv.tok0, %vl.c2
  %vl.g2.r64 = sext i32 %vl.t2 to i64
  %vl.g2.h64 = sext i32 %num_heads_kv to i64
  %vl.g2.hh64 = sext i32 %h to i64
  %vl.g2.rh = mul nsw i64 %vl.g2.r64, %vl.g2.h64
  %vl.g2.rhh = add nsw i64 %vl.g2.rh, %vl.g2.hh64
  %vl.g2.base = mul i64 %vl.g2.rhh, 128
  %vl.off2 = add i64 %vl.g2.base, %ld.col64
  %vl.gp2 = getelementptr inbounds bfloat, ptr addrspace(1) %v, i64 %vl.off2
  %vl.ld2 = load <8 x bfloat>, ptr addrspace(1) %vl.gp2, align 16
  %vl.x2 = select i1 %vl.v2, <8 x bfloat> %vl.ld2, <8 x bfloat> zeroinitializer
  %vl.li2 = mul i32 %vl.r2, 136
  %vl.lo2 = add i32 %vl.li2, %ld.col
  %vl.lp2 = getelementptr inbounds bfloat, ptr addrspace(3) @v.lds, i32 %vl.lo2
  store <8 x bfloat> %vl.x2, ptr addrspace(3) %vl.lp2, align 16
  %vl.r3 = add i32 %ld.r, 96
  %vl.s3 = add i32 %n0, %vl.r3
  %vl.v3 = icmp slt i32 %vl.s3, %seqlen_k
  %vl.c3 = select i1 %vl.v3, i32 %vl.s3, i32 %vl.last
  %vl.t3 = add i32 %kv.tok0, %vl.c3
  %vl.g3.r64 = sext i32 %vl.t3 to i64
  %vl.g3.h64 = sext i32 %num_heads_kv to i64
  %vl.g3.hh64 = sext i32 %h to i64
  %vl.g3.rh = mul nsw i64 %vl.g3.r64, %vl.g3.h64
  %vl.g3.rhh = add nsw i64 %vl.g3.rh, %vl.g3.hh64
  %vl.g3.base = mul i64 %vl.g3.rhh, 128
  %vl.off3 = add i64 %vl.g3.base, %ld.col64
  %vl.gp3 = getelementptr inbounds bfloat, ptr addrspace(1) %v, i64 %vl.off3
  %vl.ld3 = load <8 x bfloat>, ptr addrspace(1) %vl.gp3, align 16
  %vl.x3 = select i1 %vl.v3, <8 x bfloat> %vl.ld3, <8 x bfloat> zeroinitializer
  %vl.li3 = mul i32 %vl.r3, 136
  %vl.lo3 = add i32 %vl.li3, %ld.col
  %vl.lp3 = getelementptr inbounds bfloat, ptr addrspace(3) @v.lds, i32 %vl.lo3
  store <8 x bfloat> %vl.x3, ptr addrspace(3) %vl.lp3, align 16
  %vl.r4 = add i32 %ld.r, 128
  %vl.s4 = add i32 %n0, %vl.r4
  %vl.v4 = icmp slt i32 %vl.s4, %seqlen_k
  %vl.c4 = select i1 %vl.v4, i32 %vl.s4, i32 %vl.last
  %vl.t4 = add i32 %kv.tok0, %vl.c4
  %vl.g4.r64 = sext i32 %vl.t4 to i64
  %vl.g4.h64 = sext i32 %num_heads_kv to i64
  %vl.g4.hh64 = sext i32 %h to i64
  %vl.g4.rh = mul nsw i64 %vl.g4.r64, %vl.g4.h64
  %vl.g4.rhh = add nsw i64 %vl.g4.rh, %vl.g4.hh64
  %vl.g4.base = mul i64 %vl.g4.rhh, 128
  %vl.off4 = add i64 %vl.g4.base, %ld.col64
  %vl.gp4 = getelementptr inbounds bfloat, ptr addrspace(1) %v, i64 %vl.off4
  %vl.ld4 = load <8 x bfloat>, ptr addrspace(1) %vl.gp4, align 16
  %vl.x4 = select i1 %vl.v4, <8 x bfloat> %vl.ld4, <8 x bfloat> zeroinitializer
  %vl.li4 = mul i32 %vl.r4, 136
  %vl.lo4 = add i32 %vl.li4, %ld.col
  %vl.lp4 = getelementptr inbounds bfloat, ptr addrspace(3) @v.lds, i32 %vl.lo4
  store <8 x bfloat> %vl.x4, ptr addrspace(3) %vl.lp4, align 16
  %vl.r5 = add i32 %ld.r, 160
  %vl.s5 = add i32 %n0, %vl.r5
  %vl.v5 = icmp slt i32 %vl.s5, %seqlen_k
  %vl.c5 = select i1 %vl.v5, i32 %vl.s5, i32 %vl.last
  %vl.t5 = add i32 %kv.tok0, %vl.c5
  %vl.g5.r64 = sext i32 %vl.t5 to i64
  %vl.g5.h64 = sext i32 %num_heads_kv to i64
  %vl.g5.hh64 = sext i32 %h to i64
  %vl.g5.rh = mul nsw i64 %vl.g5.r64, %vl.g5.h64
  %vl.g5.rhh = add nsw i64 %vl.g5.rh, %vl.g5.hh64
  %vl.g5.base = mul i64 %vl.g5.rhh, 128
  %vl.off5 = add i64 %vl.g5.base, %ld.col64
  %vl.gp5 = getelementptr inbounds bfloat, ptr addrspace(1) %v, i64 %vl.off5
  %vl.ld5 = load <8 x bfloat>, ptr addrspace(1) %vl.gp5, align 16
  %vl.x5 = select i1 %vl.v5, <8 x bfloat> %vl.ld5, <8 x bfloat> zeroinitializer
  %vl.li5 = mul i32 %vl.r5, 136
  %vl.lo5 = add i32 %vl.li5, %ld.col
  %vl.lp5 = getelementptr inbounds bfloat, ptr addrspace(3) @v.lds, i32 %vl.lo5
  store <8 x bfloat> %vl.x5, ptr addrspace(3) %vl.lp5, align 16
  %vl.r6 = add i32 %ld.r, 192
  %vl.s6 = add i32 %n0, %vl.r6
  %vl.v6 = icmp slt i32 %vl.s6, %seqlen_k
  %vl.c6 = select i1 %vl.v6, i32 %vl.s6, i32 %vl.last
  %vl.t6 = add i32 %kv.tok0, %vl.c6
  %vl.g6.r64 = sext i32 %vl.t6 to i64
  %vl.g6.h64 = sext i32 %num_heads_kv to i64
  %vl.g6.hh64 = sext i32 %h to i64
  %vl.g6.rh = mul nsw i64 %vl.g6.r64, %vl.g6.h64
  %vl.g6.rhh = add nsw i64 %vl.g6.rh, %vl.g6.hh64
  %vl.g6.base = mul i64 %vl.g6.rhh, 128
  %vl.off6 = add i64 %vl.g6.base, %ld.col64
  %vl.gp6 = getelementptr inbounds bfloat, ptr addrspace(1) %v, i64 %vl.off6
  %vl.ld6 = load <8 x bfloat>, ptr addrspace(1) %vl.gp6, align 16
  %vl.x6 = select i1 %vl.v6, <8 x bfloat> %vl.ld6, <8 x bfloat> zeroinitializer
  %vl.li6 = mul i32 %vl.r6, 136
  %vl.lo6 = add i32 %vl.li6, %ld.col
  %vl.lp6 = getelementptr inbounds bfloat, ptr addrspace(3) @v.lds, i32 %vl.lo6
  store <8 x bfloat> %vl.x6, ptr addrspace(3) %vl.lp6, align 16
  %vl.r7 = add i32 %ld.r, 224
  %vl.s7 = add i32 %n0, %vl.r7
  %vl.v7 = icmp slt i32 %vl.s7, %seqlen_k
  %vl.c7 = select i1 %vl.v7, i32 %vl.s7, i32 %vl.last
  %vl.t7 = add i32 %kv.tok0, %vl.c7
  %vl.g7.r64 = sext i32 %vl.t7 to i64
  %vl.g7.h64 = sext i32 %num_heads_kv to i64
  %vl.g7.hh64 = sext i32 %h to i64
  %vl.g7.rh = mul nsw i64 %vl.g7.r64, %vl.g7.h64
  %vl.g7.rhh = add nsw i64 %vl.g7.rh, %vl.g7.hh64
  %vl.g7.base = mul i64 %vl.g7.rhh, 128
  %vl.off7 = add i64 %vl.g7.base, %ld.col64
  %vl.gp7 = getelementptr inbounds bfloat, ptr addrspace(1) %v, i64 %vl.off7
  %vl.ld7 = load <8 x bfloat>, ptr addrspace(1) %vl.gp7, align 16
  %vl.x7 = select i1 %vl.v7, <8 x bfloat> %vl.ld7, <8 x bfloat> zeroinitializer
  %vl.li7 = mul i32 %vl.r7, 136
  %vl.lo7 = add i32 %vl.li7, %ld.col
  %vl.lp7 = getelementptr inbounds bfloat, ptr addrspace(3) @v.lds, i32 %vl.lo7
  store <8 x bfloat> %vl.x7, ptr addrspace(3) %vl.lp7, align 16

  br label %heads

heads:
  ; one loop over (query head g of the group, Q tile m0): one set of accumulator phis
  %q.any = icmp sgt i32 %seqlen_q, 0
  %g.any = icmp sgt i32 %group, 0
  %any = and i1 %q.any, %g.any
  br i1 %any, label %qt.pre, label %store

qt.pre:
  ; the first pair's tiles into LDS (the loop's first barrier publishes them)
  %p0.lb.bh = mul i32 %b, %num_heads_q
  %p0.lb.bhh = add i32 %p0.lb.bh, %hq0
  %p0.lb.b64 = sext i32 %p0.lb.bhh to i64
  %p0.lb.n64 = sext i32 %seqlen_q to i64
  %p0.lb = mul nsw i64 %p0.lb.b64, %p0.lb.n64

  %p0.last = sub i32 %seqlen_q, 1
  ; (t.pf_saddr) the step's first row as a scalar base, Q's for the waves that load Q and
  ; dO's for those that load dO (a wave loads one or the other: %pf.his), each work-item's row
  ; and column a 32-bit byte offset from it (the loads' SGPR base form). lse and delta the same
  %p0.ll = sub i32 %p0.last, 0
  %p0.t0 = add i32 %q.tok0, 0
  %p0.g.r64 = sext i32 %p0.t0 to i64
  %p0.g.h64 = sext i32 %num_heads_q to i64
  %p0.g.hh64 = sext i32 %hq0 to i64
  %p0.g.rh = mul nsw i64 %p0.g.r64, %p0.g.h64
  %p0.g.rhh = add nsw i64 %p0.g.rh, %p0.g.hh64
  %p0.g.base = mul i64 %p0.g.rhh, 128
  %p0.sq = getelementptr inbounds bfloat, ptr addrspace(1) %q, i64 %p0.g.base
  %p0.so = getelementptr inbounds bfloat, ptr addrspace(1) %dout, i64 %p0.g.base
  %p0.sx = select i1 %pf.his, ptr addrspace(1) %p0.so, ptr addrspace(1) %p0.sq
  %p0.c0 = call i32 @llvm.umin.i32(i32 %pf.r0, i32 %p0.ll)
  %p0.rb0 = mul i32 %p0.c0, %pf.rsb
  %p0.ob0 = add i32 %p0.rb0, %pf.cb
  %p0.oz0 = zext i32 %p0.ob0 to i64
  %p0.xp0 = getelementptr inbounds i8, ptr addrspace(1) %p0.sx, i64 %p0.oz0
  %p0.x0 = load <8 x bfloat>, ptr addrspace(1) %p0.xp0, align 16
  %p0.ls = add i32 0, %lt.row
  %p0.lv = icmp slt i32 %p0.ls, %seqlen_q
  %p0.lr = call i32 @llvm.umin.i32(i32 %lt.row, i32 %p0.ll)
  %p0.lm = add i32 0, 0
  %p0.li.r64 = sext i32 %p0.lm to i64
  %p0.li = add nsw i64 %p0.lb, %p0.li.r64
  %p0.li.lp = getelementptr inbounds float, ptr addrspace(1) %lse, i64 %p0.li
  %p0.li.dp = getelementptr inbounds float, ptr addrspace(1) %delta, i64 %p0.li

  %p0.lz = zext i32 %p0.lr to i64
  %p0.lq = getelementptr inbounds float, ptr addrspace(1) %p0.li.lp, i64 %p0.lz
  %p0.dq = getelementptr inbounds float, ptr addrspace(1) %p0.li.dp, i64 %p0.lz
  %p0.l = load float, ptr addrspace(1) %p0.lq, align 4
  %p0.d = load float, ptr addrspace(1) %p0.dq, align 4
  %p0.ws0 = add i32 0, %pf.r0
  %p0.wv0 = icmp slt i32 %p0.ws0, %seqlen_q
  ; (stored as loaded: a row past len_q holds row len_q - 1, finite, and its P and dS are 0 by
  ; lse2 = +inf, so it adds nothing; a select here is hoisted by LLVM above the dQ atomics,
  ; whose wait for this load then also waits for the previous pair's atomics)
  %p0.wx0 = freeze <8 x bfloat> %p0.x0
  %p0.wxp0 = getelementptr inbounds bfloat, ptr addrspace(3) %pf.dst, i32 %pf.lo0
  store <8 x bfloat> %p0.wx0, ptr addrspace(3) %p0.wxp0, align 16
  ; (lse2 made here, +inf for a row past len_q or whose lse is -inf, so the products take it
  ; as stored (t.lse2_store: the 8-wave tile, whose mix fences keep LLVM from moving this to
  ; the dQ atomics, and the tall tiles rocke's loop schedule orders). delta as loaded: a row
  ; past len_q has P 0)
  %p0.l2 = fmul float %p0.l, 0x3FF7154760000000
  %p0.fin = fcmp une float %p0.l2, 0xFFF0000000000000
  %p0.use = and i1 %p0.lv, %p0.fin
  %p0.lx = select i1 %p0.use, float %p0.l2, float 0x7FF0000000000000
  %p0.dx = freeze float %p0.d
  %p0.sp = getelementptr inbounds float, ptr addrspace(3) @lse.lds, i32 %tid
  store float %p0.lx, ptr addrspace(3) %p0.sp, align 4
  %p0.sd = getelementptr inbounds float, ptr addrspace(3) @dl.lds, i32 %tid
  store float %p0.dx, ptr addrspace(3) %p0.sd, align 4
  ; every load before the loop is done here (vmcnt(0); expcnt, lgkmcnt left alone): LLVM's
  ; wait insertion cannot prove the K/V fragment loads done around the loop's back edge and
  ; waits for them in every pair, which then also waits for the previous pair's dQ atomics
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  ; the first pair's block-0 K fragment of step 0 (t.s_carry), once every wave's K rows are in
  fence syncscope("workgroup") release, !mmra !2
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire, !mmra !2
  %kc.pre.p = getelementptr inbounds bfloat, ptr addrspace(3) @k.lds, i32 %sa.kk0
  %kc.pre.h = load <8 x bfloat>, ptr addrspace(3) %kc.pre.p, align 16

  br label %qt

qt:
  ; LDS holds pair (g, m0)'s Q, dO tiles and lse/delta rows, stored by the previous pair
  %g = phi i32 [ 0, %qt.pre ], [ %g.n, %qt.next ]
  %m0 = phi i32 [ 0, %qt.pre ], [ %m0.n, %qt.next ]
  ; S's first K fragment, read before the pair's first barrier (K does not change in the loop)
  %kf0.0.h = phi <8 x bfloat> [ %kc.pre.h, %qt.pre ], [ %kc.nx.h, %qt.next ]
  %qt.dk0 = phi <16 x float> [ zeroinitializer, %qt.pre ], [ %mg.dk0, %qt.next ]
  %qt.dv0 = phi <16 x float> [ zeroinitializer, %qt.pre ], [ %mg.dv0, %qt.next ]
  %qt.dk1 = phi <16 x float> [ zeroinitializer, %qt.pre ], [ %mg.dk1, %qt.next ]
  %qt.dv1 = phi <16 x float> [ zeroinitializer, %qt.pre ], [ %mg.dv1, %qt.next ]
  %qt.dk2 = phi <16 x float> [ zeroinitializer, %qt.pre ], [ %mg.dk2, %qt.next ]
  %qt.dv2 = phi <16 x float> [ zeroinitializer, %qt.pre ], [ %mg.dv2, %qt.next ]
  %qt.dk3 = phi <16 x float> [ zeroinitializer, %qt.pre ], [ %mg.dk3, %qt.next ]
  %qt.dv3 = phi <16 x float> [ zeroinitializer, %qt.pre ], [ %mg.dv3, %qt.next ]
  ; the next pair (past the last one: the current head again, so every read is in bounds)
  %nx.m0a = add i32 %m0, 16
  %nx.wrap = icmp sge i32 %nx.m0a, %seqlen_q
  %nx.m0 = select i1 %nx.wrap, i32 0, i32 %nx.m0a
  %nx.ga = add i32 %g, 1
  %nx.g1 = select i1 %nx.wrap, i32 %nx.ga, i32 %g
  %nx.in = icmp slt i32 %nx.g1, %group
  %nx.g = select i1 %nx.in, i32 %nx.g1, i32 %g
  %nx.hq = add i32 %hq0, %nx.g
  %nx.lb.bh = mul i32 %b, %num_heads_q
  %nx.lb.bhh = add i32 %nx.lb.bh, %nx.hq
  %nx.lb.b64 = sext i32 %nx.lb.bhh to i64
  %nx.lb.n64 = sext i32 %seqlen_q to i64
  %nx.lb = mul nsw i64 %nx.lb.b64, %nx.lb.n64

  %hq = add i32 %hq0, %g
  %lb.bh = mul i32 %b, %num_heads_q
  %lb.bhh = add i32 %lb.bh, %hq
  %lb.b64 = sext i32 %lb.bhh to i64
  %lb.n64 = sext i32 %seqlen_q to i64
  %lb = mul nsw i64 %lb.b64, %lb.n64

  br label %qt.test

qt.test:
  br i1 %kv.live, label %pair, label %qt.skip

qt.skip:
  ; a skipped pair only brings in the next (the last pair's barrier freed the LDS tiles)
  %ns.last = sub i32 %seqlen_q, 1
  ; (t.pf_saddr) the step's first row as a scalar base, Q's for the waves that load Q and
  ; dO's for those that load dO (a wave loads one or the other: %pf.his), each work-item's row
  ; and column a 32-bit byte offset from it (the loads' SGPR base form). lse and delta the same
  %ns.ll = sub i32 %ns.last, %nx.m0
  %ns.t0 = add i32 %q.tok0, %nx.m0
  %ns.g.r64 = sext i32 %ns.t0 to i64
  %ns.g.h64 = sext i32 %num_heads_q to i64
  %ns.g.hh64 = sext i32 %nx.hq to i64
  %ns.g.rh = mul nsw i64 %ns.g.r64, %ns.g.h64
  %ns.g.rhh = add nsw i64 %ns.g.rh, %ns.g.hh64
  %ns.g.base = mul i64 %ns.g.rhh, 128
  %ns.sq = getelementptr inbounds bfloat, ptr addrspace(1) %q, i64 %ns.g.base
  %ns.so = getelementptr inbounds bfloat, ptr addrspace(1) %dout, i64 %ns.g.base
  %ns.sx = select i1 %pf.his, ptr addrspace(1) %ns.so, ptr addrspace(1) %ns.sq
  %ns.c0 = call i32 @llvm.umin.i32(i32 %pf.r0, i32 %ns.ll)
  %ns.rb0 = mul i32 %ns.c0, %pf.rsb
  %ns.ob0 = add i32 %ns.rb0, %pf.cb
  %ns.oz0 = zext i32 %ns.ob0 to i64
  %ns.xp0 = getelementptr inbounds i8, ptr addrspace(1) %ns.sx, i64 %ns.oz0
  %ns.x0 = load <8 x bfloat>, ptr addrspace(1) %ns.xp0, align 16
  %ns.ls = add i32 %nx.m0, %lt.row
  %ns.lv = icmp slt i32 %ns.ls, %seqlen_q
  %ns.lr = call i32 @llvm.umin.i32(i32 %lt.row, i32 %ns.ll)
  %ns.lm = add i32 %nx.m0, 0
  %ns.li.r64 = sext i32 %ns.lm to i64
  %ns.li = add nsw i64 %nx.lb, %ns.li.r64
  %ns.li.lp = getelementptr inbounds float, ptr addrspace(1) %lse, i64 %ns.li
  %ns.li.dp = getelementptr inbounds float, ptr addrspace(1) %delta, i64 %ns.li

  %ns.lz = zext i32 %ns.lr to i64
  %ns.lq = getelementptr inbounds float, ptr addrspace(1) %ns.li.lp, i64 %ns.lz
  %ns.dq = getelementptr inbounds float, ptr addrspace(1) %ns.li.dp, i64 %ns.lz
  %ns.l = load float, ptr addrspace(1) %ns.lq, align 4
  %ns.d = load float, ptr addrspace(1) %ns.dq, align 4
  %ns.ws0 = add i32 %nx.m0, %pf.r0
  %ns.wv0 = icmp slt i32 %ns.ws0, %seqlen_q
  ; (stored as loaded: a row past len_q holds row len_q - 1, finite, and its P and dS are 0 by
  ; lse2 = +inf, so it adds nothing; a select here is hoisted by LLVM above the dQ atomics,
  ; whose wait for this load then also waits for the previous pair's atomics)
  %ns.wx0 = freeze <8 x bfloat> %ns.x0
  %ns.wxp0 = getelementptr inbounds bfloat, ptr addrspace(3) %pf.dst, i32 %pf.lo0
  store <8 x bfloat> %ns.wx0, ptr addrspace(3) %ns.wxp0, align 16
  ; (lse2 made here, +inf for a row past len_q or whose lse is -inf, so the products take it
  ; as stored (t.lse2_store: the 8-wave tile, whose mix fences keep LLVM from moving this to
  ; the dQ atomics, and the tall tiles rocke's loop schedule orders). delta as loaded: a row
  ; past len_q has P 0)
  %ns.l2 = fmul float %ns.l, 0x3FF7154760000000
  %ns.fin = fcmp une float %ns.l2, 0xFFF0000000000000
  %ns.use = and i1 %ns.lv, %ns.fin
  %ns.lx = select i1 %ns.use, float %ns.l2, float 0x7FF0000000000000
  %ns.dx = freeze float %ns.d
  %ns.sp = getelementptr inbounds float, ptr addrspace(3) @lse.lds, i32 %tid
  store float %ns.lx, ptr addrspace(3) %ns.sp, align 4
  %ns.sd = getelementptr inbounds float, ptr addrspace(3) @dl.lds, i32 %tid
  store float %ns.dx, ptr addrspace(3) %ns.sd, align 4
  br label %qt.merge
pair:
  br label %pair.sync

pair.sync:
  fence syncscope("workgroup") release, !mmra !2
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire, !mmra !2
  ; the zero the S, dP and dQ accumulators start from, made per pair (m0 >= 0: +0.0): LLVM 20
  ; would hold a constant zero tuple in SGPRs across the loop and spill them
  %z.f = uitofp i32 %m0 to float
  %z.0 = fmul float %z.f, 0.0
  %z.i4 = insertelement <4 x float> poison, float %z.0, i32 0
  %zacc4 = shufflevector <4 x float> %z.i4, <4 x float> poison, <4 x i32> zeroinitializer
  ; S = Q K^T and dP = dO V^T, every block of the wave step by step (the tall tile at 16-byte
  ; fragments, gfx950's 16x16x32): the blocks are one block row, so a step's Q and dO
  ; fragments are read once and feed that step's MFMAs of every block (independent chains in
  ; flight), with no schedule hint. (Model v2, head_dim 64 at 192 / 256 keys, 128 at 128:
  ; block by block with the 8-byte tile's hint, 489 / 413-422 / 464 TFLOP/s, LLVM 22 at its
  ; register ceiling re-reading the fragments before each block's MFMAs at 256 keys; step by
  ; step with the hint 484 / 516-531 / 414; without it 484 / 516-531 / 567)
  %sx.i1 = add i32 %sa.qa0, 32
  %sx.k0.i1 = add i32 %sa.kk0, 32
  %sx.k1.i1 = add i32 %sa.kk1, 32
  ; block 0's K fragment of step 1, a row of the LDS tile
  %kf0.1.p = getelementptr inbounds bfloat, ptr addrspace(3) @k.lds, i32 %sx.k0.i1
  %kf0.1.h = load <8 x bfloat>, ptr addrspace(3) %kf0.1.p, align 16

  %sx.q0.p = getelementptr inbounds bfloat, ptr addrspace(3) @q.lds, i32 %sa.qa0
  %sx.q0.h = load <8 x bfloat>, ptr addrspace(3) %sx.q0.p, align 16

  %sx.o0.p = getelementptr inbounds bfloat, ptr addrspace(3) @do.lds, i32 %sa.qa0
  %sx.o0.h = load <8 x bfloat>, ptr addrspace(3) %sx.o0.p, align 16

  ; block 0's V fragments of step 0, rows of the LDS tile
  %vf0.0.p = getelementptr inbounds bfloat, ptr addrspace(3) @v.lds, i32 %sa.kk0
  %vf0.0.h = load <8 x bfloat>, ptr addrspace(3) %vf0.0.p, align 16

  ; block 1's K and V fragments of step 0, rows of the LDS tile
  %kf1.0.p = getelementptr inbounds bfloat, ptr addrspace(3) @k.lds, i32 %sa.kk1
  %kf1.0.h = load <8 x bfloat>, ptr addrspace(3) %kf1.0.p, align 16

  %vf1.0.p = getelementptr inbounds bfloat, ptr addrspace(3) @v.lds, i32 %sa.kk1
  %vf1.0.h = load <8 x bfloat>, ptr addrspace(3) %vf1.0.p, align 16

  %s0.k0 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %sx.q0.h, <8 x bfloat> %kf0.0.h, <4 x float> %zacc4, i32 0, i32 0, i32 0)
  %dp0.k0 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %sx.o0.h, <8 x bfloat> %vf0.0.h, <4 x float> %zacc4, i32 0, i32 0, i32 0)
  %s1.k0 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %sx.q0.h, <8 x bfloat> %kf1.0.h, <4 x float> %zacc4, i32 0, i32 0, i32 0)
  %dp1.k0 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %sx.o0.h, <8 x bfloat> %vf1.0.h, <4 x float> %zacc4, i32 0, i32 0, i32 0)
  %sx.i2 = add i32 %sa.qa0, 64
  %sx.k0.i2 = add i32 %sa.kk0, 64
  %sx.k1.i2 = add i32 %sa.kk1, 64
  ; block 0's K fragment of step 2, a row of the LDS tile
  %kf0.2.p = getelementptr inbounds bfloat, ptr addrspace(3) @k.lds, i32 %sx.k0.i2
  %kf0.2.h = load <8 x bfloat>, ptr addrspace(3) %kf0.2.p, align 16

  %sx.q1.p = getelementptr inbounds bfloat, ptr addrspace(3) @q.lds, i32 %sx.i1
  %sx.q1.h = load <8 x bfloat>, ptr addrspace(3) %sx.q1.p, align 16

  %sx.o1.p = getelementptr inbounds bfloat, ptr addrspace(3) @do.lds, i32 %sx.i1
  %sx.o1.h = load <8 x bfloat>, ptr addrspace(3) %sx.o1.p, align 16

  ; block 0's V fragments of step 1, rows of the LDS tile
  %vf0.1.p = getelementptr inbounds bfloat, ptr addrspace(3) @v.lds, i32 %sx.k0.i1
  %vf0.1.h = load <8 x bfloat>, ptr addrspace(3) %vf0.1.p, align 16

  ; block 1's K and V fragments of step 1, rows of the LDS tile
  %kf1.1.p = getelementptr inbounds bfloat, ptr addrspace(3) @k.lds, i32 %sx.k1.i1
  %kf1.1.h = load <8 x bfloat>, ptr addrspace(3) %kf1.1.p, align 16

  %vf1.1.p = getelementptr inbounds bfloat, ptr addrspace(3) @v.lds, i32 %sx.k1.i1
  %vf1.1.h = load <8 x bfloat>, ptr addrspace(3) %vf1.1.p, align 16

  %s0.k1 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %sx.q1.h, <8 x bfloat> %kf0.1.h, <4 x float> %s0.k0, i32 0, i32 0, i32 0)
  %dp0.k1 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %sx.o1.h, <8 x bfloat> %vf0.1.h, <4 x float> %dp0.k0, i32 0, i32 0, i32 0)
  %s1.k1 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %sx.q1.h, <8 x bfloat> %kf1.1.h, <4 x float> %s1.k0, i32 0, i32 0, i32 0)
  %dp1.k1 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %sx.o1.h, <8 x bfloat> %vf1.1.h, <4 x float> %dp1.k0, i32 0, i32 0, i32 0)
  %sx.i3 = add i32 %sa.qa0, 96
  %sx.k0.i3 = add i32 %sa.kk0, 96
  %sx.k1.i3 = add i32 %sa.kk1, 96
  ; block 0's K fragment of step 3, a row of the LDS tile
  %kf0.3.p = getelementptr inbounds bfloat, ptr addrspace(3) @k.lds, i32 %sx.k0.i3
  %kf0.3.h = load <8 x bfloat>, ptr addrspace(3) %kf0.3.p, align 16

  %sx.q2.p = getelementptr inbounds bfloat, ptr addrspace(3) @q.lds, i32 %sx.i2
  %sx.q2.h = load <8 x bfloat>, ptr addrspace(3) %sx.q2.p, align 16

  %sx.o2.p = getelementptr inbounds bfloat, ptr addrspace(3) @do.lds, i32 %sx.i2
  %sx.o2.h = load <8 x bfloat>, ptr addrspace(3) %sx.o2.p, align 16

  ; block 0's V fragments of step 2, rows of the LDS tile
  %vf0.2.p = getelementptr inbounds bfloat, ptr addrspace(3) @v.lds, i32 %sx.k0.i2
  %vf0.2.h = load <8 x bfloat>, ptr addrspace(3) %vf0.2.p, align 16

  ; block 1's K and V fragments of step 2, rows of the LDS tile
  %kf1.2.p = getelementptr inbounds bfloat, ptr addrspace(3) @k.lds, i32 %sx.k1.i2
  %kf1.2.h = load <8 x bfloat>, ptr addrspace(3) %kf1.2.p, align 16

  %vf1.2.p = getelementptr inbounds bfloat, ptr addrspace(3) @v.lds, i32 %sx.k1.i2
  %vf1.2.h = load <8 x bfloat>, ptr addrspace(3) %vf1.2.p, align 16

  %s0.k2 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %sx.q2.h, <8 x bfloat> %kf0.2.h, <4 x float> %s0.k1, i32 0, i32 0, i32 0)
  %dp0.k2 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %sx.o2.h, <8 x bfloat> %vf0.2.h, <4 x float> %dp0.k1, i32 0, i32 0, i32 0)
  %s1.k2 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %sx.q2.h, <8 x bfloat> %kf1.2.h, <4 x float> %s1.k1, i32 0, i32 0, i32 0)
  %dp1.k2 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %sx.o2.h, <8 x bfloat> %vf1.2.h, <4 x float> %dp1.k1, i32 0, i32 0, i32 0)
  %sx.q3.p = getelementptr inbounds bfloat, ptr addrspace(3) @q.lds, i32 %sx.i3
  %sx.q3.h = load <8 x bfloat>, ptr addrspace(3) %sx.q3.p, align 16

  %sx.o3.p = getelementptr inbounds bfloat, ptr addrspace(3) @do.lds, i32 %sx.i3
  %sx.o3.h = load <8 x bfloat>, ptr addrspace(3) %sx.o3.p, align 16

  ; block 0's V fragments of step 3, rows of the LDS tile
  %vf0.3.p = getelementptr inbounds bfloat, ptr addrspace(3) @v.lds, i32 %sx.k0.i3
  %vf0.3.h = load <8 x bfloat>, ptr addrspace(3) %vf0.3.p, align 16

  ; block 1's K and V fragments of step 3, rows of the LDS tile
  %kf1.3.p = getelementptr inbounds bfloat, ptr addrspace(3) @k.lds, i32 %sx.k1.i3
  %kf1.3.h = load <8 x bfloat>, ptr addrspace(3) %kf1.3.p, align 16

  %vf1.3.p = getelementptr inbounds bfloat, ptr addrspace(3) @v.lds, i32 %sx.k1.i3
  %vf1.3.h = load <8 x bfloat>, ptr addrspace(3) %vf1.3.p, align 16

  %s0.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %sx.q3.h, <8 x bfloat> %kf0.3.h, <4 x float> %s0.k2, i32 0, i32 0, i32 0)
  %dp0.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %sx.o3.h, <8 x bfloat> %vf0.3.h, <4 x float> %dp0.k2, i32 0, i32 0, i32 0)
  %s1.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %sx.q3.h, <8 x bfloat> %kf1.3.h, <4 x float> %s1.k2, i32 0, i32 0, i32 0)
  %dp1.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %sx.o3.h, <8 x bfloat> %vf1.3.h, <4 x float> %dp1.k2, i32 0, i32 0, i32 0)
  ; P and dS of row 0 of this lane's column; a masked entry's exponent is forced to -inf
  %pd0.i0 = getelementptr inbounds float, ptr addrspace(3) @lse.lds, i32 %sa.row0.0
  %pd0.l0 = load float, ptr addrspace(3) %pd0.i0, align 4
  %pd0.di0 = getelementptr inbounds float, ptr addrspace(3) @dl.lds, i32 %sa.row0.0
  %pd0.dl0 = load float, ptr addrspace(3) %pd0.di0, align 4
  %pd0.s0 = extractelement <4 x float> %s0.acc, i32 0
  %pd0.dp0 = extractelement <4 x float> %dp0.acc, i32 0
  %pd0.nl0 = fneg float %pd0.l0
  ; P and dS of row 1 of this lane's column; a masked entry's exponent is forced to -inf
  %pd0.i1 = getelementptr inbounds float, ptr addrspace(3) @lse.lds, i32 %sa.row0.1
  %pd0.l1 = load float, ptr addrspace(3) %pd0.i1, align 4
  %pd0.di1 = getelementptr inbounds float, ptr addrspace(3) @dl.lds, i32 %sa.row0.1
  %pd0.dl1 = load float, ptr addrspace(3) %pd0.di1, align 4
  %pd0.s1 = extractelement <4 x float> %s0.acc, i32 1
  %pd0.dp1 = extractelement <4 x float> %dp0.acc, i32 1
  %pd0.nl1 = fneg float %pd0.l1
  ; P and dS of row 2 of this lane's column; a masked entry's exponent is forced to -inf
  %pd0.i2 = getelementptr inbounds float, ptr addrspace(3) @lse.lds, i32 %sa.row0.2
  %pd0.l2 = load float, ptr addrspace(3) %pd0.i2, align 4
  %pd0.di2 = getelementptr inbounds float, ptr addrspace(3) @dl.lds, i32 %sa.row0.2
  %pd0.dl2 = load float, ptr addrspace(3) %pd0.di2, align 4
  %pd0.s2 = extractelement <4 x float> %s0.acc, i32 2
  %pd0.dp2 = extractelement <4 x float> %dp0.acc, i32 2
  %pd0.nl2 = fneg float %pd0.l2
  ; P and dS of row 3 of this lane's column; a masked entry's exponent is forced to -inf
  %pd0.i3 = getelementptr inbounds float, ptr addrspace(3) @lse.lds, i32 %sa.row0.3
  %pd0.l3 = load float, ptr addrspace(3) %pd0.i3, align 4
  %pd0.di3 = getelementptr inbounds float, ptr addrspace(3) @dl.lds, i32 %sa.row0.3
  %pd0.dl3 = load float, ptr addrspace(3) %pd0.di3, align 4
  %pd0.s3 = extractelement <4 x float> %s0.acc, i32 3
  %pd0.dp3 = extractelement <4 x float> %dp0.acc, i32 3
  %pd0.nl3 = fneg float %pd0.l3
  %pd0.sp0 = shufflevector <4 x float> %s0.acc, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %pd0.np0.0 = insertelement <2 x float> poison, float %pd0.nl0, i32 0
  %pd0.np0 = insertelement <2 x float> %pd0.np0.0, float %pd0.nl1, i32 1
  %pd0.lp0.0 = insertelement <2 x float> poison, float %sl2, i32 0
  %pd0.lp0 = shufflevector <2 x float> %pd0.lp0.0, <2 x float> poison, <2 x i32> zeroinitializer
  %pd0.xp0 = call <2 x float> @llvm.fma.v2f32(<2 x float> %pd0.sp0, <2 x float> %pd0.lp0, <2 x float> %pd0.np0)
  %pd0.x0 = extractelement <2 x float> %pd0.xp0, i32 0
  %pd0.x1 = extractelement <2 x float> %pd0.xp0, i32 1

  %pd0.sp2 = shufflevector <4 x float> %s0.acc, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %pd0.np2.0 = insertelement <2 x float> poison, float %pd0.nl2, i32 0
  %pd0.np2 = insertelement <2 x float> %pd0.np2.0, float %pd0.nl3, i32 1
  %pd0.lp2.0 = insertelement <2 x float> poison, float %sl2, i32 0
  %pd0.lp2 = shufflevector <2 x float> %pd0.lp2.0, <2 x float> poison, <2 x i32> zeroinitializer
  %pd0.xp2 = call <2 x float> @llvm.fma.v2f32(<2 x float> %pd0.sp2, <2 x float> %pd0.lp2, <2 x float> %pd0.np2)
  %pd0.x2 = extractelement <2 x float> %pd0.xp2, i32 0
  %pd0.x3 = extractelement <2 x float> %pd0.xp2, i32 1

  ; P and dS of row 0 of this lane's column; a masked entry's exponent is forced to -inf
  %pd1.s0 = extractelement <4 x float> %s1.acc, i32 0
  %pd1.dp0 = extractelement <4 x float> %dp1.acc, i32 0
  ; P and dS of row 1 of this lane's column; a masked entry's exponent is forced to -inf
  %pd1.s1 = extractelement <4 x float> %s1.acc, i32 1
  %pd1.dp1 = extractelement <4 x float> %dp1.acc, i32 1
  ; P and dS of row 2 of this lane's column; a masked entry's exponent is forced to -inf
  %pd1.s2 = extractelement <4 x float> %s1.acc, i32 2
  %pd1.dp2 = extractelement <4 x float> %dp1.acc, i32 2
  ; P and dS of row 3 of this lane's column; a masked entry's exponent is forced to -inf
  %pd1.s3 = extractelement <4 x float> %s1.acc, i32 3
  %pd1.dp3 = extractelement <4 x float> %dp1.acc, i32 3
  %pd1.sp0 = shufflevector <4 x float> %s1.acc, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %pd1.np0.0 = insertelement <2 x float> poison, float %pd0.nl0, i32 0
  %pd1.np0 = insertelement <2 x float> %pd1.np0.0, float %pd0.nl1, i32 1
  %pd1.lp0.0 = insertelement <2 x float> poison, float %sl2, i32 0
  %pd1.lp0 = shufflevector <2 x float> %pd1.lp0.0, <2 x float> poison, <2 x i32> zeroinitializer
  %pd1.xp0 = call <2 x float> @llvm.fma.v2f32(<2 x float> %pd1.sp0, <2 x float> %pd1.lp0, <2 x float> %pd1.np0)
  %pd1.x0 = extractelement <2 x float> %pd1.xp0, i32 0
  %pd1.x1 = extractelement <2 x float> %pd1.xp0, i32 1

  %pd1.sp2 = shufflevector <4 x float> %s1.acc, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %pd1.np2.0 = insertelement <2 x float> poison, float %pd0.nl2, i32 0
  %pd1.np2 = insertelement <2 x float> %pd1.np2.0, float %pd0.nl3, i32 1
  %pd1.lp2.0 = insertelement <2 x float> poison, float %sl2, i32 0
  %pd1.lp2 = shufflevector <2 x float> %pd1.lp2.0, <2 x float> poison, <2 x i32> zeroinitializer
  %pd1.xp2 = call <2 x float> @llvm.fma.v2f32(<2 x float> %pd1.sp2, <2 x float> %pd1.lp2, <2 x float> %pd1.np2)
  %pd1.x2 = extractelement <2 x float> %pd1.xp2, i32 0
  %pd1.x3 = extractelement <2 x float> %pd1.xp2, i32 1

  ; may this step mask an entry? The sign bit of each reason (uniform: the tile, the step and
  ; the problem's lengths; integer arithmetic, an i1 would be a lane mask), read into an SGPR
  %mk.kl = add i32 %n0, 255
  %mk.ke = add i32 %n0, 256
  %mk.kp = sub i32 %seqlen_k, %mk.ke
  %mk.es = lshr i32 %mk.kp, 31
  %mk.edge = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %mk.es)
  ; block 0: a key past len_k is never kept
  %pd0.u = and i32 %sa.kbad0, -2147483648
  ; block 1: a key past len_k is never kept
  %pd1.u = and i32 %sa.kbad1, -2147483648
  ; the mask side: 8 exponents, masked only where %mk.edge is not zero
  %mk.r = call { float, float, float, float, float, float, float, float, i32 } asm "s_cmp_lg_u32 $19, 0\0As_cbranch_scc0 .Lrocke_mask_${:uid}\0Av_mov_b32 $8, 0xff800000\0Av_cmp_le_i32_e32 vcc, 0, $17\0As_nop 1\0Av_cndmask_b32_e32 $0, $8, $0, vcc\0Av_cmp_le_i32_e32 vcc, -1, $17\0As_nop 1\0Av_cndmask_b32_e32 $1, $8, $1, vcc\0Av_cmp_le_i32_e32 vcc, -2, $17\0As_nop 1\0Av_cndmask_b32_e32 $2, $8, $2, vcc\0Av_cmp_le_i32_e32 vcc, -3, $17\0As_nop 1\0Av_cndmask_b32_e32 $3, $8, $3, vcc\0Av_cmp_le_i32_e32 vcc, 0, $18\0As_nop 1\0Av_cndmask_b32_e32 $4, $8, $4, vcc\0Av_cmp_le_i32_e32 vcc, -1, $18\0As_nop 1\0Av_cndmask_b32_e32 $5, $8, $5, vcc\0Av_cmp_le_i32_e32 vcc, -2, $18\0As_nop 1\0Av_cndmask_b32_e32 $6, $8, $6, vcc\0Av_cmp_le_i32_e32 vcc, -3, $18\0As_nop 1\0Av_cndmask_b32_e32 $7, $8, $7, vcc\0A.Lrocke_mask_${:uid}:", "=v,=v,=v,=v,=v,=v,=v,=v,=&v,0,1,2,3,4,5,6,7,v,v,s,~{vcc},~{scc}"(float %pd0.x0, float %pd0.x1, float %pd0.x2, float %pd0.x3, float %pd1.x0, float %pd1.x1, float %pd1.x2, float %pd1.x3, i32 %pd0.u, i32 %pd1.u, i32 %mk.edge)
  %pd0.xf0 = extractvalue { float, float, float, float, float, float, float, float, i32 } %mk.r, 0
  %pd0.xf1 = extractvalue { float, float, float, float, float, float, float, float, i32 } %mk.r, 1
  %pd0.xf2 = extractvalue { float, float, float, float, float, float, float, float, i32 } %mk.r, 2
  %pd0.xf3 = extractvalue { float, float, float, float, float, float, float, float, i32 } %mk.r, 3
  %pd1.xf0 = extractvalue { float, float, float, float, float, float, float, float, i32 } %mk.r, 4
  %pd1.xf1 = extractvalue { float, float, float, float, float, float, float, float, i32 } %mk.r, 5
  %pd1.xf2 = extractvalue { float, float, float, float, float, float, float, float, i32 } %mk.r, 6
  %pd1.xf3 = extractvalue { float, float, float, float, float, float, float, float, i32 } %mk.r, 7
  %pd0.0.p = call float @llvm.exp2.f32(float %pd0.xf0)
  %pd0.1.p = call float @llvm.exp2.f32(float %pd0.xf1)
  %pd0.dq0 = shufflevector <4 x float> %dp0.acc, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %pd0.lq0.0 = insertelement <2 x float> poison, float %pd0.dl0, i32 0
  %pd0.lq0 = insertelement <2 x float> %pd0.lq0.0, float %pd0.dl1, i32 1
  %pd0.ddp0 = fsub <2 x float> %pd0.dq0, %pd0.lq0
  %pd0.pp0.0 = insertelement <2 x float> poison, float %pd0.0.p, i32 0
  %pd0.pp0 = insertelement <2 x float> %pd0.pp0.0, float %pd0.1.p, i32 1
  %pd0.dsp0 = fmul <2 x float> %pd0.pp0, %pd0.ddp0
  %pd0.0.ds = extractelement <2 x float> %pd0.dsp0, i32 0
  %pd0.1.ds = extractelement <2 x float> %pd0.dsp0, i32 1

  %pd0.2.p = call float @llvm.exp2.f32(float %pd0.xf2)
  %pd0.3.p = call float @llvm.exp2.f32(float %pd0.xf3)
  %pd0.dq2 = shufflevector <4 x float> %dp0.acc, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %pd0.lq2.0 = insertelement <2 x float> poison, float %pd0.dl2, i32 0
  %pd0.lq2 = insertelement <2 x float> %pd0.lq2.0, float %pd0.dl3, i32 1
  %pd0.ddp2 = fsub <2 x float> %pd0.dq2, %pd0.lq2
  %pd0.pp2.0 = insertelement <2 x float> poison, float %pd0.2.p, i32 0
  %pd0.pp2 = insertelement <2 x float> %pd0.pp2.0, float %pd0.3.p, i32 1
  %pd0.dsp2 = fmul <2 x float> %pd0.pp2, %pd0.ddp2
  %pd0.2.ds = extractelement <2 x float> %pd0.dsp2, i32 0
  %pd0.3.ds = extractelement <2 x float> %pd0.dsp2, i32 1

  ; P and dS rounded to bfloat: 4 consecutive rows of column kr, one 8-byte store each
  %ps0.o0 = add i32 %sa.pt0, %sa.row0.0
  %ps0.p0.0 = insertelement <4 x float> poison, float %pd0.0.p, i32 0
  %ps0.p0.1 = insertelement <4 x float> %ps0.p0.0, float %pd0.1.p, i32 1
  %ps0.p0.2 = insertelement <4 x float> %ps0.p0.1, float %pd0.2.p, i32 2
  %ps0.p0.3 = insertelement <4 x float> %ps0.p0.2, float %pd0.3.p, i32 3
  %ps0.p0.l2 = shufflevector <4 x float> %ps0.p0.3, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %ps0.p0.h2 = shufflevector <4 x float> %ps0.p0.3, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %ps0.p0.lt = fptrunc <2 x float> %ps0.p0.l2 to <2 x bfloat>
  %ps0.p0.ht = fptrunc <2 x float> %ps0.p0.h2 to <2 x bfloat>
  %ps0.p0.h = shufflevector <2 x bfloat> %ps0.p0.lt, <2 x bfloat> %ps0.p0.ht, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %ps0.s0.0 = insertelement <4 x float> poison, float %pd0.0.ds, i32 0
  %ps0.s0.1 = insertelement <4 x float> %ps0.s0.0, float %pd0.1.ds, i32 1
  %ps0.s0.2 = insertelement <4 x float> %ps0.s0.1, float %pd0.2.ds, i32 2
  %ps0.s0.3 = insertelement <4 x float> %ps0.s0.2, float %pd0.3.ds, i32 3
  %ps0.s0.l2 = shufflevector <4 x float> %ps0.s0.3, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %ps0.s0.h2 = shufflevector <4 x float> %ps0.s0.3, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %ps0.s0.lt = fptrunc <2 x float> %ps0.s0.l2 to <2 x bfloat>
  %ps0.s0.ht = fptrunc <2 x float> %ps0.s0.h2 to <2 x bfloat>
  %ps0.s0.h = shufflevector <2 x bfloat> %ps0.s0.lt, <2 x bfloat> %ps0.s0.ht, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  ; (P stays in registers: the D layout of this 16x16 block, lane = key, 4 consecutive Q rows
  ; per lane group, is the A layout of dV's 16x16x16 over those 16 rows)
  ; dS row-major for dQ: this lane's 4 rows of column kr, one 2-byte store each (4 stores
  ; here against 4 two-byte reads per dQ fragment with dS^T)
  %ps0.se0.0 = extractelement <4 x bfloat> %ps0.s0.h, i32 0
  %ps0.sm0.0 = mul i32 %sa.row0.0, 260
  %ps0.so0.0 = add i32 %ps0.sm0.0, %sa.kr0
  %ps0.sq0.0 = getelementptr inbounds bfloat, ptr addrspace(3) @ds.lds, i32 %ps0.so0.0
  store bfloat %ps0.se0.0, ptr addrspace(3) %ps0.sq0.0, align 2
  %ps0.se0.1 = extractelement <4 x bfloat> %ps0.s0.h, i32 1
  %ps0.sm0.1 = mul i32 %sa.row0.1, 260
  %ps0.so0.1 = add i32 %ps0.sm0.1, %sa.kr0
  %ps0.sq0.1 = getelementptr inbounds bfloat, ptr addrspace(3) @ds.lds, i32 %ps0.so0.1
  store bfloat %ps0.se0.1, ptr addrspace(3) %ps0.sq0.1, align 2
  %ps0.se0.2 = extractelement <4 x bfloat> %ps0.s0.h, i32 2
  %ps0.sm0.2 = mul i32 %sa.row0.2, 260
  %ps0.so0.2 = add i32 %ps0.sm0.2, %sa.kr0
  %ps0.sq0.2 = getelementptr inbounds bfloat, ptr addrspace(3) @ds.lds, i32 %ps0.so0.2
  store bfloat %ps0.se0.2, ptr addrspace(3) %ps0.sq0.2, align 2
  %ps0.se0.3 = extractelement <4 x bfloat> %ps0.s0.h, i32 3
  %ps0.sm0.3 = mul i32 %sa.row0.3, 260
  %ps0.so0.3 = add i32 %ps0.sm0.3, %sa.kr0
  %ps0.sq0.3 = getelementptr inbounds bfloat, ptr addrspace(3) @ds.lds, i32 %ps0.so0.3
  store bfloat %ps0.se0.3, ptr addrspace(3) %ps0.sq0.3, align 2
  %pd1.0.p = call float @llvm.exp2.f32(float %pd1.xf0)
  %pd1.1.p = call float @llvm.exp2.f32(float %pd1.xf1)
  %pd1.dq0 = shufflevector <4 x float> %dp1.acc, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %pd1.lq0.0 = insertelement <2 x float> poison, float %pd0.dl0, i32 0
  %pd1.lq0 = insertelement <2 x float> %pd1.lq0.0, float %pd0.dl1, i32 1
  %pd1.ddp0 = fsub <2 x float> %pd1.dq0, %pd1.lq0
  %pd1.pp0.0 = insertelement <2 x float> poison, float %pd1.0.p, i32 0
  %pd1.pp0 = insertelement <2 x float> %pd1.pp0.0, float %pd1.1.p, i32 1
  %pd1.dsp0 = fmul <2 x float> %pd1.pp0, %pd1.ddp0
  %pd1.0.ds = extractelement <2 x float> %pd1.dsp0, i32 0
  %pd1.1.ds = extractelement <2 x float> %pd1.dsp0, i32 1

  %pd1.2.p = call float @llvm.exp2.f32(float %pd1.xf2)
  %pd1.3.p = call float @llvm.exp2.f32(float %pd1.xf3)
  %pd1.dq2 = shufflevector <4 x float> %dp1.acc, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %pd1.lq2.0 = insertelement <2 x float> poison, float %pd0.dl2, i32 0
  %pd1.lq2 = insertelement <2 x float> %pd1.lq2.0, float %pd0.dl3, i32 1
  %pd1.ddp2 = fsub <2 x float> %pd1.dq2, %pd1.lq2
  %pd1.pp2.0 = insertelement <2 x float> poison, float %pd1.2.p, i32 0
  %pd1.pp2 = insertelement <2 x float> %pd1.pp2.0, float %pd1.3.p, i32 1
  %pd1.dsp2 = fmul <2 x float> %pd1.pp2, %pd1.ddp2
  %pd1.2.ds = extractelement <2 x float> %pd1.dsp2, i32 0
  %pd1.3.ds = extractelement <2 x float> %pd1.dsp2, i32 1

  ; P and dS rounded to bfloat: 4 consecutive rows of column kr, one 8-byte store each
  %ps1.o0 = add i32 %sa.pt1, %sa.row1.0
  %ps1.p0.0 = insertelement <4 x float> poison, float %pd1.0.p, i32 0
  %ps1.p0.1 = insertelement <4 x float> %ps1.p0.0, float %pd1.1.p, i32 1
  %ps1.p0.2 = insertelement <4 x float> %ps1.p0.1, float %pd1.2.p, i32 2
  %ps1.p0.3 = insertelement <4 x float> %ps1.p0.2, float %pd1.3.p, i32 3
  %ps1.p0.l2 = shufflevector <4 x float> %ps1.p0.3, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %ps1.p0.h2 = shufflevector <4 x float> %ps1.p0.3, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %ps1.p0.lt = fptrunc <2 x float> %ps1.p0.l2 to <2 x bfloat>
  %ps1.p0.ht = fptrunc <2 x float> %ps1.p0.h2 to <2 x bfloat>
  %ps1.p0.h = shufflevector <2 x bfloat> %ps1.p0.lt, <2 x bfloat> %ps1.p0.ht, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %ps1.s0.0 = insertelement <4 x float> poison, float %pd1.0.ds, i32 0
  %ps1.s0.1 = insertelement <4 x float> %ps1.s0.0, float %pd1.1.ds, i32 1
  %ps1.s0.2 = insertelement <4 x float> %ps1.s0.1, float %pd1.2.ds, i32 2
  %ps1.s0.3 = insertelement <4 x float> %ps1.s0.2, float %pd1.3.ds, i32 3
  %ps1.s0.l2 = shufflevector <4 x float> %ps1.s0.3, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %ps1.s0.h2 = shufflevector <4 x float> %ps1.s0.3, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %ps1.s0.lt = fptrunc <2 x float> %ps1.s0.l2 to <2 x bfloat>
  %ps1.s0.ht = fptrunc <2 x float> %ps1.s0.h2 to <2 x bfloat>
  %ps1.s0.h = shufflevector <2 x bfloat> %ps1.s0.lt, <2 x bfloat> %ps1.s0.ht, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  ; (P stays in registers: the D layout of this 16x16 block, lane = key, 4 consecutive Q rows
  ; per lane group, is the A layout of dV's 16x16x16 over those 16 rows)
  ; dS row-major for dQ: this lane's 4 rows of column kr, one 2-byte store each (4 stores
  ; here against 4 two-byte reads per dQ fragment with dS^T)
  %ps1.se0.0 = extractelement <4 x bfloat> %ps1.s0.h, i32 0
  %ps1.sm0.0 = mul i32 %sa.row1.0, 260
  %ps1.so0.0 = add i32 %ps1.sm0.0, %sa.kr1
  %ps1.sq0.0 = getelementptr inbounds bfloat, ptr addrspace(3) @ds.lds, i32 %ps1.so0.0
  store bfloat %ps1.se0.0, ptr addrspace(3) %ps1.sq0.0, align 2
  %ps1.se0.1 = extractelement <4 x bfloat> %ps1.s0.h, i32 1
  %ps1.sm0.1 = mul i32 %sa.row1.1, 260
  %ps1.so0.1 = add i32 %ps1.sm0.1, %sa.kr1
  %ps1.sq0.1 = getelementptr inbounds bfloat, ptr addrspace(3) @ds.lds, i32 %ps1.so0.1
  store bfloat %ps1.se0.1, ptr addrspace(3) %ps1.sq0.1, align 2
  %ps1.se0.2 = extractelement <4 x bfloat> %ps1.s0.h, i32 2
  %ps1.sm0.2 = mul i32 %sa.row1.2, 260
  %ps1.so0.2 = add i32 %ps1.sm0.2, %sa.kr1
  %ps1.sq0.2 = getelementptr inbounds bfloat, ptr addrspace(3) @ds.lds, i32 %ps1.so0.2
  store bfloat %ps1.se0.2, ptr addrspace(3) %ps1.sq0.2, align 2
  %ps1.se0.3 = extractelement <4 x bfloat> %ps1.s0.h, i32 3
  %ps1.sm0.3 = mul i32 %sa.row1.3, 260
  %ps1.so0.3 = add i32 %ps1.sm0.3, %sa.kr1
  %ps1.sq0.3 = getelementptr inbounds bfloat, ptr addrspace(3) @ds.lds, i32 %ps1.so0.3
  store bfloat %ps1.se0.3, ptr addrspace(3) %ps1.sq0.3, align 2
  ; dV's and dK's A fragments of key rows 0..+31 (32x32x16: lane l holds key l mod 32,
  ; rows 8 (l div 32)..+7): S blocks 0 and 1 hold them 4 rows a lane group; one
  ; v_permlane16_swap_b32 a register pair gives lanes 16-31 (48-63) block 1's rows of group 0
  ; (2) and lanes 0-15 (32-47) block 0's rows of group 1 (3)
  %pw0.pb0 = bitcast <4 x bfloat> %ps0.p0.h to <2 x i32>
  %pw0.pb1 = bitcast <4 x bfloat> %ps1.p0.h to <2 x i32>
  %pw0.pl0 = extractelement <2 x i32> %pw0.pb0, i32 0
  %pw0.ph0 = extractelement <2 x i32> %pw0.pb1, i32 0
  %pw0.pw0 = call { i32, i32 } @llvm.amdgcn.permlane16.swap(i32 %pw0.pl0, i32 %pw0.ph0, i1 false, i1 false)
  %pw0.pe0 = extractvalue { i32, i32 } %pw0.pw0, 0
  %pw0.po0 = extractvalue { i32, i32 } %pw0.pw0, 1
  %pw0.pl1 = extractelement <2 x i32> %pw0.pb0, i32 1
  %pw0.ph1 = extractelement <2 x i32> %pw0.pb1, i32 1
  %pw0.pw1 = call { i32, i32 } @llvm.amdgcn.permlane16.swap(i32 %pw0.pl1, i32 %pw0.ph1, i1 false, i1 false)
  %pw0.pe1 = extractvalue { i32, i32 } %pw0.pw1, 0
  %pw0.po1 = extractvalue { i32, i32 } %pw0.pw1, 1
  %pw0.pv0 = insertelement <4 x i32> poison, i32 %pw0.pe0, i32 0
  %pw0.pv1 = insertelement <4 x i32> %pw0.pv0, i32 %pw0.pe1, i32 1
  %pw0.pv2 = insertelement <4 x i32> %pw0.pv1, i32 %pw0.po0, i32 2
  %pw0.pv3 = insertelement <4 x i32> %pw0.pv2, i32 %pw0.po1, i32 3
  %pw0.pa = bitcast <4 x i32> %pw0.pv3 to <8 x bfloat>
  %pw0.sb0 = bitcast <4 x bfloat> %ps0.s0.h to <2 x i32>
  %pw0.sb1 = bitcast <4 x bfloat> %ps1.s0.h to <2 x i32>
  %pw0.sl0 = extractelement <2 x i32> %pw0.sb0, i32 0
  %pw0.sh0 = extractelement <2 x i32> %pw0.sb1, i32 0
  %pw0.sw0 = call { i32, i32 } @llvm.amdgcn.permlane16.swap(i32 %pw0.sl0, i32 %pw0.sh0, i1 false, i1 false)
  %pw0.se0 = extractvalue { i32, i32 } %pw0.sw0, 0
  %pw0.so0 = extractvalue { i32, i32 } %pw0.sw0, 1
  %pw0.sl1 = extractelement <2 x i32> %pw0.sb0, i32 1
  %pw0.sh1 = extractelement <2 x i32> %pw0.sb1, i32 1
  %pw0.sw1 = call { i32, i32 } @llvm.amdgcn.permlane16.swap(i32 %pw0.sl1, i32 %pw0.sh1, i1 false, i1 false)
  %pw0.se1 = extractvalue { i32, i32 } %pw0.sw1, 0
  %pw0.so1 = extractvalue { i32, i32 } %pw0.sw1, 1
  %pw0.sv0 = insertelement <4 x i32> poison, i32 %pw0.se0, i32 0
  %pw0.sv1 = insertelement <4 x i32> %pw0.sv0, i32 %pw0.se1, i32 1
  %pw0.sv2 = insertelement <4 x i32> %pw0.sv1, i32 %pw0.so0, i32 2
  %pw0.sv3 = insertelement <4 x i32> %pw0.sv2, i32 %pw0.so1, i32 3
  %pw0.sa = bitcast <4 x i32> %pw0.sv3 to <8 x bfloat>
  fence syncscope("workgroup") release, !mmra !2
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire, !mmra !2
  ; the next pair's tiles into registers (they go to LDS after this pair's last barrier): in
  ; flight behind this pair's dQ, dV and dK products and its atomics (vmcnt is in order, and
  ; the barriers wait for LDS only: the wait for these loads does not wait for the atomics
  ; issued after them). Here, not at the top of the pair: S and dP are dead, the prefetch adds
  ; no registers at the peak
  %nf.last = sub i32 %seqlen_q, 1
  ; (t.pf_saddr) the step's first row as a scalar base, Q's for the waves that load Q and
  ; dO's for those that load dO (a wave loads one or the other: %pf.his), each work-item's row
  ; and column a 32-bit byte offset from it (the loads' SGPR base form). lse and delta the same
  %nf.ll = sub i32 %nf.last, %nx.m0
  %nf.t0 = add i32 %q.tok0, %nx.m0
  %nf.g.r64 = sext i32 %nf.t0 to i64
  %nf.g.h64 = sext i32 %num_heads_q to i64
  %nf.g.hh64 = sext i32 %nx.hq to i64
  %nf.g.rh = mul nsw i64 %nf.g.r64, %nf.g.h64
  %nf.g.rhh = add nsw i64 %nf.g.rh, %nf.g.hh64
  %nf.g.base = mul i64 %nf.g.rhh, 128
  %nf.sq = getelementptr inbounds bfloat, ptr addrspace(1) %q, i64 %nf.g.base
  %nf.so = getelementptr inbounds bfloat, ptr addrspace(1) %dout, i64 %nf.g.base
  %nf.sx = select i1 %pf.his, ptr addrspace(1) %nf.so, ptr addrspace(1) %nf.sq
  %nf.c0 = call i32 @llvm.umin.i32(i32 %pf.r0, i32 %nf.ll)
  %nf.rb0 = mul i32 %nf.c0, %pf.rsb
  %nf.ob0 = add i32 %nf.rb0, %pf.cb
  %nf.oz0 = zext i32 %nf.ob0 to i64
  %nf.xp0 = getelementptr inbounds i8, ptr addrspace(1) %nf.sx, i64 %nf.oz0
  %nf.x0 = load <8 x bfloat>, ptr addrspace(1) %nf.xp0, align 16
  %nf.ls = add i32 %nx.m0, %lt.row
  %nf.lv = icmp slt i32 %nf.ls, %seqlen_q
  %nf.lr = call i32 @llvm.umin.i32(i32 %lt.row, i32 %nf.ll)
  %nf.lm = add i32 %nx.m0, 0
  %nf.li.r64 = sext i32 %nf.lm to i64
  %nf.li = add nsw i64 %nx.lb, %nf.li.r64
  %nf.li.lp = getelementptr inbounds float, ptr addrspace(1) %lse, i64 %nf.li
  %nf.li.dp = getelementptr inbounds float, ptr addrspace(1) %delta, i64 %nf.li

  %nf.lz = zext i32 %nf.lr to i64
  %nf.lq = getelementptr inbounds float, ptr addrspace(1) %nf.li.lp, i64 %nf.lz
  %nf.dq = getelementptr inbounds float, ptr addrspace(1) %nf.li.dp, i64 %nf.lz
  %nf.l = load float, ptr addrspace(1) %nf.lq, align 4
  %nf.d = load float, ptr addrspace(1) %nf.dq, align 4
  ; into the fp32 workspace. A row past len_q has an all-zero dS row, so its dQ is exactly 0.0:
  ; it is added to the tile's last valid row instead (no branch, no mask).
  ; element offset = (first row of the sequence * Hq + hq) * D + row * Hq * D + column
  %aw.last = sub i32 %seqlen_q, 1
  %aw.row0 = add i32 %q.tok0, %m0
  %aw.b.r64 = sext i32 %aw.row0 to i64
  %aw.b.h64 = sext i32 %num_heads_q to i64
  %aw.b.hh64 = sext i32 %hq to i64
  %aw.b.rh = mul nsw i64 %aw.b.r64, %aw.b.h64
  %aw.b.rhh = add nsw i64 %aw.b.rh, %aw.b.hh64
  %aw.b.base = mul i64 %aw.b.rhh, 128
  %aw.hq = sext i32 %num_heads_q to i64
  %aw.rs = mul i64 %aw.hq, 128
  %aw.lastl = sub i32 %aw.last, %m0
  ; the pair's first workspace row as a scalar base, each atomic's place a 32-bit byte offset
  ; from it (the lane's column and the row's stride: global_atomic's SGPR base form, one
  ; register an address, no 64-bit arithmetic)
  %aw.sb = getelementptr inbounds float, ptr addrspace(1) %dq_ws, i64 %aw.b.base
  %aw.rs32 = trunc i64 %aw.rs to i32
  %aw.rb = shl i32 %aw.rs32, 2
  %aw.c4.0 = shl i32 %qc.bc0.l, 2
  ; slot 0's fragments
  %dq0.a0.p = getelementptr inbounds bfloat, ptr addrspace(3) @ds.lds, i32 %qc.dr0
  %dq0.a0.h = load <8 x bfloat>, ptr addrspace(3) %dq0.a0.p, align 8

  ; two transposing reads, k 0-3 and 4-7 of this lane's column: %tr.d136 moves the
  ; lane from its column to its place in its 16-lane group's 4x16 row-major tile
  %dq0.b0.t0 = add i32 %qc.kc0, %tr.d136
  %dq0.b0.p0 = getelementptr inbounds bfloat, ptr addrspace(3) @k.lds, i32 %dq0.b0.t0
  %dq0.b0.lo = call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) %dq0.b0.p0)
  %dq0.b0.t1 = add i32 %dq0.b0.t0, 544
  %dq0.b0.p1 = getelementptr inbounds bfloat, ptr addrspace(3) @k.lds, i32 %dq0.b0.t1
  %dq0.b0.hi = call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) %dq0.b0.p1)
  %dq0.b0.h = shufflevector <4 x bfloat> %dq0.b0.lo, <4 x bfloat> %dq0.b0.hi, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>

  %dq0.ai1 = add i32 %qc.dr0, 32
  %dq0.bi1 = add i32 %qc.kc0, 4352
  %dq0.a1.p = getelementptr inbounds bfloat, ptr addrspace(3) @ds.lds, i32 %dq0.ai1
  %dq0.a1.h = load <8 x bfloat>, ptr addrspace(3) %dq0.a1.p, align 8

  ; two transposing reads, k 0-3 and 4-7 of this lane's column: %tr.d136 moves the
  ; lane from its column to its place in its 16-lane group's 4x16 row-major tile
  %dq0.b1.t0 = add i32 %dq0.bi1, %tr.d136
  %dq0.b1.p0 = getelementptr inbounds bfloat, ptr addrspace(3) @k.lds, i32 %dq0.b1.t0
  %dq0.b1.lo = call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) %dq0.b1.p0)
  %dq0.b1.t1 = add i32 %dq0.b1.t0, 544
  %dq0.b1.p1 = getelementptr inbounds bfloat, ptr addrspace(3) @k.lds, i32 %dq0.b1.t1
  %dq0.b1.hi = call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) %dq0.b1.p1)
  %dq0.b1.h = shufflevector <4 x bfloat> %dq0.b1.lo, <4 x bfloat> %dq0.b1.hi, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>

  %dq0.ai2 = add i32 %qc.dr0, 64
  %dq0.bi2 = add i32 %qc.kc0, 8704
  %dq0.a2.p = getelementptr inbounds bfloat, ptr addrspace(3) @ds.lds, i32 %dq0.ai2
  %dq0.a2.h = load <8 x bfloat>, ptr addrspace(3) %dq0.a2.p, align 8

  ; two transposing reads, k 0-3 and 4-7 of this lane's column: %tr.d136 moves the
  ; lane from its column to its place in its 16-lane group's 4x16 row-major tile
  %dq0.b2.t0 = add i32 %dq0.bi2, %tr.d136
  %dq0.b2.p0 = getelementptr inbounds bfloat, ptr addrspace(3) @k.lds, i32 %dq0.b2.t0
  %dq0.b2.lo = call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) %dq0.b2.p0)
  %dq0.b2.t1 = add i32 %dq0.b2.t0, 544
  %dq0.b2.p1 = getelementptr inbounds bfloat, ptr addrspace(3) @k.lds, i32 %dq0.b2.t1
  %dq0.b2.hi = call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) %dq0.b2.p1)
  %dq0.b2.h = shufflevector <4 x bfloat> %dq0.b2.lo, <4 x bfloat> %dq0.b2.hi, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>

  %dq0.ai3 = add i32 %qc.dr0, 96
  %dq0.bi3 = add i32 %qc.kc0, 13056
  %dq0.a3.p = getelementptr inbounds bfloat, ptr addrspace(3) @ds.lds, i32 %dq0.ai3
  %dq0.a3.h = load <8 x bfloat>, ptr addrspace(3) %dq0.a3.p, align 8

  ; two transposing reads, k 0-3 and 4-7 of this lane's column: %tr.d136 moves the
  ; lane from its column to its place in its 16-lane group's 4x16 row-major tile
  %dq0.b3.t0 = add i32 %dq0.bi3, %tr.d136
  %dq0.b3.p0 = getelementptr inbounds bfloat, ptr addrspace(3) @k.lds, i32 %dq0.b3.t0
  %dq0.b3.lo = call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) %dq0.b3.p0)
  %dq0.b3.t1 = add i32 %dq0.b3.t0, 544
  %dq0.b3.p1 = getelementptr inbounds bfloat, ptr addrspace(3) @k.lds, i32 %dq0.b3.t1
  %dq0.b3.hi = call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) %dq0.b3.p1)
  %dq0.b3.h = shufflevector <4 x bfloat> %dq0.b3.lo, <4 x bfloat> %dq0.b3.hi, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>

  ; two transposing reads, k 0-3 and 4-7 of this lane's column: %tr.d136 moves the
  ; lane from its column to its place in its 16-lane group's 4x16 row-major tile
  %tb.o0.t0 = add i32 %kb.tb, 0
  %tb.o0.p0 = getelementptr inbounds bfloat, ptr addrspace(3) @do.lds, i32 %tb.o0.t0
  %tb.o0.lo = call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) %tb.o0.p0)
  %tb.o0.t1 = add i32 %kb.tb, 544
  %tb.o0.p1 = getelementptr inbounds bfloat, ptr addrspace(3) @do.lds, i32 %tb.o0.t1
  %tb.o0.hi = call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) %tb.o0.p1)
  %tb.o0.h = shufflevector <4 x bfloat> %tb.o0.lo, <4 x bfloat> %tb.o0.hi, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>

  ; two transposing reads, k 0-3 and 4-7 of this lane's column: %tr.d136 moves the
  ; lane from its column to its place in its 16-lane group's 4x16 row-major tile
  %tb.q0.t0 = add i32 %kb.tb, 0
  %tb.q0.p0 = getelementptr inbounds bfloat, ptr addrspace(3) @q.lds, i32 %tb.q0.t0
  %tb.q0.lo = call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) %tb.q0.p0)
  %tb.q0.t1 = add i32 %kb.tb, 544
  %tb.q0.p1 = getelementptr inbounds bfloat, ptr addrspace(3) @q.lds, i32 %tb.q0.t1
  %tb.q0.hi = call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) %tb.q0.p1)
  %tb.q0.h = shufflevector <4 x bfloat> %tb.q0.lo, <4 x bfloat> %tb.q0.hi, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  call void @llvm.amdgcn.sched.barrier(i32 2047) ; slot fence under strategy 2
  ; slot 1's fragments (read a slot ahead of their MFMAs)
  %dq0.ai4 = add i32 %qc.dr0, 128
  %dq0.bi4 = add i32 %qc.kc0, 17408
  %dq0.a4.p = getelementptr inbounds bfloat, ptr addrspace(3) @ds.lds, i32 %dq0.ai4
  %dq0.a4.h = load <8 x bfloat>, ptr addrspace(3) %dq0.a4.p, align 8

  ; two transposing reads, k 0-3 and 4-7 of this lane's column: %tr.d136 moves the
  ; lane from its column to its place in its 16-lane group's 4x16 row-major tile
  %dq0.b4.t0 = add i32 %dq0.bi4, %tr.d136
  %dq0.b4.p0 = getelementptr inbounds bfloat, ptr addrspace(3) @k.lds, i32 %dq0.b4.t0
  %dq0.b4.lo = call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) %dq0.b4.p0)
  %dq0.b4.t1 = add i32 %dq0.b4.t0, 544
  %dq0.b4.p1 = getelementptr inbounds bfloat, ptr addrspace(3) @k.lds, i32 %dq0.b4.t1
  %dq0.b4.hi = call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) %dq0.b4.p1)
  %dq0.b4.h = shufflevector <4 x bfloat> %dq0.b4.lo, <4 x bfloat> %dq0.b4.hi, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>

  %dq0.ai5 = add i32 %qc.dr0, 160
  %dq0.bi5 = add i32 %qc.kc0, 21760
  %dq0.a5.p = getelementptr inbounds bfloat, ptr addrspace(3) @ds.lds, i32 %dq0.ai5
  %dq0.a5.h = load <8 x bfloat>, ptr addrspace(3) %dq0.a5.p, align 8

  ; two transposing reads, k 0-3 and 4-7 of this lane's column: %tr.d136 moves the
  ; lane from its column to its place in its 16-lane group's 4x16 row-major tile
  %dq0.b5.t0 = add i32 %dq0.bi5, %tr.d136
  %dq0.b5.p0 = getelementptr inbounds bfloat, ptr addrspace(3) @k.lds, i32 %dq0.b5.t0
  %dq0.b5.lo = call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) %dq0.b5.p0)
  %dq0.b5.t1 = add i32 %dq0.b5.t0, 544
  %dq0.b5.p1 = getelementptr inbounds bfloat, ptr addrspace(3) @k.lds, i32 %dq0.b5.t1
  %dq0.b5.hi = call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) %dq0.b5.p1)
  %dq0.b5.h = shufflevector <4 x bfloat> %dq0.b5.lo, <4 x bfloat> %dq0.b5.hi, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>

  %dq0.ai6 = add i32 %qc.dr0, 192
  %dq0.bi6 = add i32 %qc.kc0, 26112
  %dq0.a6.p = getelementptr inbounds bfloat, ptr addrspace(3) @ds.lds, i32 %dq0.ai6
  %dq0.a6.h = load <8 x bfloat>, ptr addrspace(3) %dq0.a6.p, align 8

  ; two transposing reads, k 0-3 and 4-7 of this lane's column: %tr.d136 moves the
  ; lane from its column to its place in its 16-lane group's 4x16 row-major tile
  %dq0.b6.t0 = add i32 %dq0.bi6, %tr.d136
  %dq0.b6.p0 = getelementptr inbounds bfloat, ptr addrspace(3) @k.lds, i32 %dq0.b6.t0
  %dq0.b6.lo = call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) %dq0.b6.p0)
  %dq0.b6.t1 = add i32 %dq0.b6.t0, 544
  %dq0.b6.p1 = getelementptr inbounds bfloat, ptr addrspace(3) @k.lds, i32 %dq0.b6.t1
  %dq0.b6.hi = call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) %dq0.b6.p1)
  %dq0.b6.h = shufflevector <4 x bfloat> %dq0.b6.lo, <4 x bfloat> %dq0.b6.hi, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>

  %dq0.ai7 = add i32 %qc.dr0, 224
  %dq0.bi7 = add i32 %qc.kc0, 30464
  %dq0.a7.p = getelementptr inbounds bfloat, ptr addrspace(3) @ds.lds, i32 %dq0.ai7
  %dq0.a7.h = load <8 x bfloat>, ptr addrspace(3) %dq0.a7.p, align 8

  ; two transposing reads, k 0-3 and 4-7 of this lane's column: %tr.d136 moves the
  ; lane from its column to its place in its 16-lane group's 4x16 row-major tile
  %dq0.b7.t0 = add i32 %dq0.bi7, %tr.d136
  %dq0.b7.p0 = getelementptr inbounds bfloat, ptr addrspace(3) @k.lds, i32 %dq0.b7.t0
  %dq0.b7.lo = call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) %dq0.b7.p0)
  %dq0.b7.t1 = add i32 %dq0.b7.t0, 544
  %dq0.b7.p1 = getelementptr inbounds bfloat, ptr addrspace(3) @k.lds, i32 %dq0.b7.t1
  %dq0.b7.hi = call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) %dq0.b7.p1)
  %dq0.b7.h = shufflevector <4 x bfloat> %dq0.b7.lo, <4 x bfloat> %dq0.b7.hi, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>

  ; two transposing reads, k 0-3 and 4-7 of this lane's column: %tr.d136 moves the
  ; lane from its column to its place in its 16-lane group's 4x16 row-major tile
  %tb.o1.t0 = add i32 %kb.tb, 32
  %tb.o1.p0 = getelementptr inbounds bfloat, ptr addrspace(3) @do.lds, i32 %tb.o1.t0
  %tb.o1.lo = call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) %tb.o1.p0)
  %tb.o1.t1 = add i32 %kb.tb, 576
  %tb.o1.p1 = getelementptr inbounds bfloat, ptr addrspace(3) @do.lds, i32 %tb.o1.t1
  %tb.o1.hi = call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) %tb.o1.p1)
  %tb.o1.h = shufflevector <4 x bfloat> %tb.o1.lo, <4 x bfloat> %tb.o1.hi, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>

  ; two transposing reads, k 0-3 and 4-7 of this lane's column: %tr.d136 moves the
  ; lane from its column to its place in its 16-lane group's 4x16 row-major tile
  %tb.q1.t0 = add i32 %kb.tb, 32
  %tb.q1.p0 = getelementptr inbounds bfloat, ptr addrspace(3) @q.lds, i32 %tb.q1.t0
  %tb.q1.lo = call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) %tb.q1.p0)
  %tb.q1.t1 = add i32 %kb.tb, 576
  %tb.q1.p1 = getelementptr inbounds bfloat, ptr addrspace(3) @q.lds, i32 %tb.q1.t1
  %tb.q1.hi = call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) %tb.q1.p1)
  %tb.q1.h = shufflevector <4 x bfloat> %tb.q1.lo, <4 x bfloat> %tb.q1.hi, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  ; slot 0: dQ step(s) 0, 1, 2, 3, dV/dK column block(s) 0
  %dq0.k0 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %dq0.a0.h, <8 x bfloat> %dq0.b0.h, <4 x float> %zacc4, i32 0, i32 0, i32 0)
  %dq0.k1 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %dq0.a1.h, <8 x bfloat> %dq0.b1.h, <4 x float> %dq0.k0, i32 0, i32 0, i32 0)
  %dq0.k2 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %dq0.a2.h, <8 x bfloat> %dq0.b2.h, <4 x float> %dq0.k1, i32 0, i32 0, i32 0)
  %dq0.k3 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %dq0.a3.h, <8 x bfloat> %dq0.b3.h, <4 x float> %dq0.k2, i32 0, i32 0, i32 0)
  %dv0.acc = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.bf16(<8 x bfloat> %pw0.pa, <8 x bfloat> %tb.o0.h, <16 x float> %qt.dv0, i32 0, i32 0, i32 0)
  %dk0.acc = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.bf16(<8 x bfloat> %pw0.sa, <8 x bfloat> %tb.q0.h, <16 x float> %qt.dk0, i32 0, i32 0, i32 0)
  call void @llvm.amdgcn.sched.barrier(i32 2047) ; slot fence under strategy 2
  ; slot 2's fragments (read a slot ahead of their MFMAs)
  ; two transposing reads, k 0-3 and 4-7 of this lane's column: %tr.d136 moves the
  ; lane from its column to its place in its 16-lane group's 4x16 row-major tile
  %tb.o2.t0 = add i32 %kb.tb, 64
  %tb.o2.p0 = getelementptr inbounds bfloat, ptr addrspace(3) @do.lds, i32 %tb.o2.t0
  %tb.o2.lo = call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) %tb.o2.p0)
  %tb.o2.t1 = add i32 %kb.tb, 608
  %tb.o2.p1 = getelementptr inbounds bfloat, ptr addrspace(3) @do.lds, i32 %tb.o2.t1
  %tb.o2.hi = call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) %tb.o2.p1)
  %tb.o2.h = shufflevector <4 x bfloat> %tb.o2.lo, <4 x bfloat> %tb.o2.hi, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>

  ; two transposing reads, k 0-3 and 4-7 of this lane's column: %tr.d136 moves the
  ; lane from its column to its place in its 16-lane group's 4x16 row-major tile
  %tb.q2.t0 = add i32 %kb.tb, 64
  %tb.q2.p0 = getelementptr inbounds bfloat, ptr addrspace(3) @q.lds, i32 %tb.q2.t0
  %tb.q2.lo = call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) %tb.q2.p0)
  %tb.q2.t1 = add i32 %kb.tb, 608
  %tb.q2.p1 = getelementptr inbounds bfloat, ptr addrspace(3) @q.lds, i32 %tb.q2.t1
  %tb.q2.hi = call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) %tb.q2.p1)
  %tb.q2.h = shufflevector <4 x bfloat> %tb.q2.lo, <4 x bfloat> %tb.q2.hi, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  ; slot 1: dQ step(s) 4, 5, 6, 7, dV/dK column block(s) 1
  %dq0.k4 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %dq0.a4.h, <8 x bfloat> %dq0.b4.h, <4 x float> %dq0.k3, i32 0, i32 0, i32 0)
  %dq0.k5 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %dq0.a5.h, <8 x bfloat> %dq0.b5.h, <4 x float> %dq0.k4, i32 0, i32 0, i32 0)
  %dq0.k6 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %dq0.a6.h, <8 x bfloat> %dq0.b6.h, <4 x float> %dq0.k5, i32 0, i32 0, i32 0)
  %dq0.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %dq0.a7.h, <8 x bfloat> %dq0.b7.h, <4 x float> %dq0.k6, i32 0, i32 0, i32 0)
  %dv1.acc = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.bf16(<8 x bfloat> %pw0.pa, <8 x bfloat> %tb.o1.h, <16 x float> %qt.dv1, i32 0, i32 0, i32 0)
  %dk1.acc = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.bf16(<8 x bfloat> %pw0.sa, <8 x bfloat> %tb.q1.h, <16 x float> %qt.dk1, i32 0, i32 0, i32 0)
  call void @llvm.amdgcn.sched.barrier(i32 2047) ; slot fence under strategy 2
  ; slot 3's fragments (read a slot ahead of their MFMAs)
  ; two transposing reads, k 0-3 and 4-7 of this lane's column: %tr.d136 moves the
  ; lane from its column to its place in its 16-lane group's 4x16 row-major tile
  %tb.o3.t0 = add i32 %kb.tb, 96
  %tb.o3.p0 = getelementptr inbounds bfloat, ptr addrspace(3) @do.lds, i32 %tb.o3.t0
  %tb.o3.lo = call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) %tb.o3.p0)
  %tb.o3.t1 = add i32 %kb.tb, 640
  %tb.o3.p1 = getelementptr inbounds bfloat, ptr addrspace(3) @do.lds, i32 %tb.o3.t1
  %tb.o3.hi = call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) %tb.o3.p1)
  %tb.o3.h = shufflevector <4 x bfloat> %tb.o3.lo, <4 x bfloat> %tb.o3.hi, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>

  ; two transposing reads, k 0-3 and 4-7 of this lane's column: %tr.d136 moves the
  ; lane from its column to its place in its 16-lane group's 4x16 row-major tile
  %tb.q3.t0 = add i32 %kb.tb, 96
  %tb.q3.p0 = getelementptr inbounds bfloat, ptr addrspace(3) @q.lds, i32 %tb.q3.t0
  %tb.q3.lo = call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) %tb.q3.p0)
  %tb.q3.t1 = add i32 %kb.tb, 640
  %tb.q3.p1 = getelementptr inbounds bfloat, ptr addrspace(3) @q.lds, i32 %tb.q3.t1
  %tb.q3.hi = call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) %tb.q3.p1)
  %tb.q3.h = shufflevector <4 x bfloat> %tb.q3.lo, <4 x bfloat> %tb.q3.hi, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  ; slot 2: dQ step(s) none, dV/dK column block(s) 2, atomic(s)
  %dv2.acc = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.bf16(<8 x bfloat> %pw0.pa, <8 x bfloat> %tb.o2.h, <16 x float> %qt.dv2, i32 0, i32 0, i32 0)
  %dk2.acc = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.bf16(<8 x bfloat> %pw0.sa, <8 x bfloat> %tb.q2.h, <16 x float> %qt.dk2, i32 0, i32 0, i32 0)
  %aw0.rc0 = call i32 @llvm.smin.i32(i32 %qc.row0.0, i32 %aw.lastl)
  %aw0.rm0 = mul i32 %aw0.rc0, %aw.rb
  %aw0.ob0 = add i32 %aw0.rm0, %aw.c4.0
  %aw0.z0 = zext i32 %aw0.ob0 to i64
  %aw0.p0 = getelementptr inbounds i8, ptr addrspace(1) %aw.sb, i64 %aw0.z0
  %aw0.x0 = extractelement <4 x float> %dq0.acc, i32 0
  %aw0.y0 = fmul float %aw0.x0, %scale
  %aw0.a0 = atomicrmw fadd ptr addrspace(1) %aw0.p0, float %aw0.y0 syncscope("agent") monotonic, align 4
  %aw0.in1 = icmp sle i32 %qc.row0.1, %aw.lastl
  %aw0.st1 = select i1 %aw0.in1, i32 %aw.rb, i32 0
  %aw0.ob1 = add i32 %aw0.ob0, %aw0.st1
  %aw0.z1 = zext i32 %aw0.ob1 to i64
  %aw0.p1 = getelementptr inbounds i8, ptr addrspace(1) %aw.sb, i64 %aw0.z1
  %aw0.x1 = extractelement <4 x float> %dq0.acc, i32 1
  %aw0.y1 = fmul float %aw0.x1, %scale
  %aw0.a1 = atomicrmw fadd ptr addrspace(1) %aw0.p1, float %aw0.y1 syncscope("agent") monotonic, align 4
  call void @llvm.amdgcn.sched.barrier(i32 2047) ; slot fence under strategy 2
  ; slot 3: dQ step(s) none, dV/dK column block(s) 3, atomic(s)
  %dv3.acc = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.bf16(<8 x bfloat> %pw0.pa, <8 x bfloat> %tb.o3.h, <16 x float> %qt.dv3, i32 0, i32 0, i32 0)
  %dk3.acc = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.bf16(<8 x bfloat> %pw0.sa, <8 x bfloat> %tb.q3.h, <16 x float> %qt.dk3, i32 0, i32 0, i32 0)
  %aw0.in2 = icmp sle i32 %qc.row0.2, %aw.lastl
  %aw0.st2 = select i1 %aw0.in2, i32 %aw.rb, i32 0
  %aw0.ob2 = add i32 %aw0.ob1, %aw0.st2
  %aw0.z2 = zext i32 %aw0.ob2 to i64
  %aw0.p2 = getelementptr inbounds i8, ptr addrspace(1) %aw.sb, i64 %aw0.z2
  %aw0.x2 = extractelement <4 x float> %dq0.acc, i32 2
  %aw0.y2 = fmul float %aw0.x2, %scale
  %aw0.a2 = atomicrmw fadd ptr addrspace(1) %aw0.p2, float %aw0.y2 syncscope("agent") monotonic, align 4
  %aw0.in3 = icmp sle i32 %qc.row0.3, %aw.lastl
  %aw0.st3 = select i1 %aw0.in3, i32 %aw.rb, i32 0
  %aw0.ob3 = add i32 %aw0.ob2, %aw0.st3
  %aw0.z3 = zext i32 %aw0.ob3 to i64
  %aw0.p3 = getelementptr inbounds i8, ptr addrspace(1) %aw.sb, i64 %aw0.z3
  %aw0.x3 = extractelement <4 x float> %dq0.acc, i32 3
  %aw0.y3 = fmul float %aw0.x3, %scale
  %aw0.a3 = atomicrmw fadd ptr addrspace(1) %aw0.p3, float %aw0.y3 syncscope("agent") monotonic, align 4
  ; (dV += P^T dO and dK += dS^T Q: with dQ, slot by slot, kvs/mix.ll.j2)
  ; LLVM's interleaving strategy for the step (t.iglp, kvs_tiles.AK_TILES; an LLVM that aborts
  ; on it asks for another, targets.Flavor.iglp_instead)
  call void @llvm.amdgcn.iglp.opt(i32 2) ; strategy 2
  br label %pair.end

pair.end:
  ; every wave is done with this pair's tiles: the next pair's go in
  fence syncscope("workgroup") release, !mmra !2
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire, !mmra !2
  %nf.ws0 = add i32 %nx.m0, %pf.r0
  %nf.wv0 = icmp slt i32 %nf.ws0, %seqlen_q
  ; (stored as loaded: a row past len_q holds row len_q - 1, finite, and its P and dS are 0 by
  ; lse2 = +inf, so it adds nothing; a select here is hoisted by LLVM above the dQ atomics,
  ; whose wait for this load then also waits for the previous pair's atomics)
  %nf.wx0 = freeze <8 x bfloat> %nf.x0
  %nf.wxp0 = getelementptr inbounds bfloat, ptr addrspace(3) %pf.dst, i32 %pf.lo0
  store <8 x bfloat> %nf.wx0, ptr addrspace(3) %nf.wxp0, align 16
  ; (lse2 made here, +inf for a row past len_q or whose lse is -inf, so the products take it
  ; as stored (t.lse2_store: the 8-wave tile, whose mix fences keep LLVM from moving this to
  ; the dQ atomics, and the tall tiles rocke's loop schedule orders). delta as loaded: a row
  ; past len_q has P 0)
  %nf.l2 = fmul float %nf.l, 0x3FF7154760000000
  %nf.fin = fcmp une float %nf.l2, 0xFFF0000000000000
  %nf.use = and i1 %nf.lv, %nf.fin
  %nf.lx = select i1 %nf.use, float %nf.l2, float 0x7FF0000000000000
  %nf.dx = freeze float %nf.d
  %nf.sp = getelementptr inbounds float, ptr addrspace(3) @lse.lds, i32 %tid
  store float %nf.lx, ptr addrspace(3) %nf.sp, align 4
  %nf.sd = getelementptr inbounds float, ptr addrspace(3) @dl.lds, i32 %tid
  store float %nf.dx, ptr addrspace(3) %nf.sd, align 4
  br label %qt.merge

qt.merge:
  %mg.dk0 = phi <16 x float> [ %dk0.acc, %pair.end ], [ %qt.dk0, %qt.skip ]
  %mg.dv0 = phi <16 x float> [ %dv0.acc, %pair.end ], [ %qt.dv0, %qt.skip ]
  %mg.dk1 = phi <16 x float> [ %dk1.acc, %pair.end ], [ %qt.dk1, %qt.skip ]
  %mg.dv1 = phi <16 x float> [ %dv1.acc, %pair.end ], [ %qt.dv1, %qt.skip ]
  %mg.dk2 = phi <16 x float> [ %dk2.acc, %pair.end ], [ %qt.dk2, %qt.skip ]
  %mg.dv2 = phi <16 x float> [ %dv2.acc, %pair.end ], [ %qt.dv2, %qt.skip ]
  %mg.dk3 = phi <16 x float> [ %dk3.acc, %pair.end ], [ %qt.dk3, %qt.skip ]
  %mg.dv3 = phi <16 x float> [ %dv3.acc, %pair.end ], [ %qt.dv3, %qt.skip ]
  ; the next pair's block-0 K fragment of step 0: its latency runs under this pair's last
  ; barrier wait, not after the next pair's first
  %kc.nx.p = getelementptr inbounds bfloat, ptr addrspace(3) @k.lds, i32 %sa.kk0
  %kc.nx.h = load <8 x bfloat>, ptr addrspace(3) %kc.nx.p, align 16

  br label %qt.next


qt.next:
  %m0.a = add i32 %m0, 16
  %m0.wrap = icmp sge i32 %m0.a, %seqlen_q
  %m0.n = select i1 %m0.wrap, i32 0, i32 %m0.a
  %g.a = add i32 %g, 1
  %g.n = select i1 %m0.wrap, i32 %g.a, i32 %g
  %more = icmp slt i32 %g.n, %group
  br i1 %more, label %qt, label %store

store:
  %st.dk0 = phi <16 x float> [ zeroinitializer, %heads ], [ %mg.dk0, %qt.next ]
  %st.dv0 = phi <16 x float> [ zeroinitializer, %heads ], [ %mg.dv0, %qt.next ]
  %st.dk1 = phi <16 x float> [ zeroinitializer, %heads ], [ %mg.dk1, %qt.next ]
  %st.dv1 = phi <16 x float> [ zeroinitializer, %heads ], [ %mg.dv1, %qt.next ]
  %st.dk2 = phi <16 x float> [ zeroinitializer, %heads ], [ %mg.dk2, %qt.next ]
  %st.dv2 = phi <16 x float> [ zeroinitializer, %heads ], [ %mg.dv2, %qt.next ]
  %st.dk3 = phi <16 x float> [ zeroinitializer, %heads ], [ %mg.dk3, %qt.next ]
  %st.dv3 = phi <16 x float> [ zeroinitializer, %heads ], [ %mg.dv3, %qt.next ]
  ; the lane's places again: the lane from v_mbcnt (no register lives across the loop for
  ; it), the wave the scalar copy made before it (%wave.s)
  %sr.ml = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %sr.lane = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %sr.ml)
  %sr.wave = add i32 %wave.s, 0
  %sr.lr = and i32 %sr.lane, 31
  %sr.lg = lshr i32 %sr.lane, 5
  %sr.lk = shl i32 %sr.lg, 2
  %sr.w0 = mul i32 %sr.wave, 4
  %sr.b0 = add i32 %sr.w0, 0
  %sr.br0 = udiv i32 %sr.b0, 4
  %sr.bc0 = urem i32 %sr.b0, 4
  %sr.r0 = mul i32 %sr.br0, 32
  %sr.c0 = mul i32 %sr.bc0, 32
  %sr.b1 = add i32 %sr.w0, 1
  %sr.br1 = udiv i32 %sr.b1, 4
  %sr.bc1 = urem i32 %sr.b1, 4
  %sr.r1 = mul i32 %sr.br1, 32
  %sr.c1 = mul i32 %sr.bc1, 32
  %sr.b2 = add i32 %sr.w0, 2
  %sr.br2 = udiv i32 %sr.b2, 4
  %sr.bc2 = urem i32 %sr.b2, 4
  %sr.r2 = mul i32 %sr.br2, 32
  %sr.c2 = mul i32 %sr.bc2, 32
  %sr.b3 = add i32 %sr.w0, 3
  %sr.br3 = udiv i32 %sr.b3, 4
  %sr.bc3 = urem i32 %sr.b3, 4
  %sr.r3 = mul i32 %sr.br3, 32
  %sr.c3 = mul i32 %sr.bc3, 32

  %sr.bc0.l = add i32 %sr.c0, %sr.lr
  %sr.rl0 = add i32 %sr.r0, %sr.lk
  %sr.row0.0 = add i32 %sr.rl0, 0
  %sr.row0.1 = add i32 %sr.rl0, 1
  %sr.row0.2 = add i32 %sr.rl0, 2
  %sr.row0.3 = add i32 %sr.rl0, 3
  %sr.row0.4 = add i32 %sr.rl0, 8
  %sr.row0.5 = add i32 %sr.rl0, 9
  %sr.row0.6 = add i32 %sr.rl0, 10
  %sr.row0.7 = add i32 %sr.rl0, 11
  %sr.row0.8 = add i32 %sr.rl0, 16
  %sr.row0.9 = add i32 %sr.rl0, 17
  %sr.row0.10 = add i32 %sr.rl0, 18
  %sr.row0.11 = add i32 %sr.rl0, 19
  %sr.row0.12 = add i32 %sr.rl0, 24
  %sr.row0.13 = add i32 %sr.rl0, 25
  %sr.row0.14 = add i32 %sr.rl0, 26
  %sr.row0.15 = add i32 %sr.rl0, 27

  %sr.bc1.l = add i32 %sr.c1, %sr.lr
  %sr.rl1 = add i32 %sr.r1, %sr.lk
  %sr.row1.0 = add i32 %sr.rl1, 0
  %sr.row1.1 = add i32 %sr.rl1, 1
  %sr.row1.2 = add i32 %sr.rl1, 2
  %sr.row1.3 = add i32 %sr.rl1, 3
  %sr.row1.4 = add i32 %sr.rl1, 8
  %sr.row1.5 = add i32 %sr.rl1, 9
  %sr.row1.6 = add i32 %sr.rl1, 10
  %sr.row1.7 = add i32 %sr.rl1, 11
  %sr.row1.8 = add i32 %sr.rl1, 16
  %sr.row1.9 = add i32 %sr.rl1, 17
  %sr.row1.10 = add i32 %sr.rl1, 18
  %sr.row1.11 = add i32 %sr.rl1, 19
  %sr.row1.12 = add i32 %sr.rl1, 24
  %sr.row1.13 = add i32 %sr.rl1, 25
  %sr.row1.14 = add i32 %sr.rl1, 26
  %sr.row1.15 = add i32 %sr.rl1, 27

  %sr.bc2.l = add i32 %sr.c2, %sr.lr
  %sr.rl2 = add i32 %sr.r2, %sr.lk
  %sr.row2.0 = add i32 %sr.rl2, 0
  %sr.row2.1 = add i32 %sr.rl2, 1
  %sr.row2.2 = add i32 %sr.rl2, 2
  %sr.row2.3 = add i32 %sr.rl2, 3
  %sr.row2.4 = add i32 %sr.rl2, 8
  %sr.row2.5 = add i32 %sr.rl2, 9
  %sr.row2.6 = add i32 %sr.rl2, 10
  %sr.row2.7 = add i32 %sr.rl2, 11
  %sr.row2.8 = add i32 %sr.rl2, 16
  %sr.row2.9 = add i32 %sr.rl2, 17
  %sr.row2.10 = add i32 %sr.rl2, 18
  %sr.row2.11 = add i32 %sr.rl2, 19
  %sr.row2.12 = add i32 %sr.rl2, 24
  %sr.row2.13 = add i32 %sr.rl2, 25
  %sr.row2.14 = add i32 %sr.rl2, 26
  %sr.row2.15 = add i32 %sr.rl2, 27

  %sr.bc3.l = add i32 %sr.c3, %sr.lr
  %sr.rl3 = add i32 %sr.r3, %sr.lk
  %sr.row3.0 = add i32 %sr.rl3, 0
  %sr.row3.1 = add i32 %sr.rl3, 1
  %sr.row3.2 = add i32 %sr.rl3, 2
  %sr.row3.3 = add i32 %sr.rl3, 3
  %sr.row3.4 = add i32 %sr.rl3, 8
  %sr.row3.5 = add i32 %sr.rl3, 9
  %sr.row3.6 = add i32 %sr.rl3, 10
  %sr.row3.7 = add i32 %sr.rl3, 11
  %sr.row3.8 = add i32 %sr.rl3, 16
  %sr.row3.9 = add i32 %sr.rl3, 17
  %sr.row3.10 = add i32 %sr.rl3, 18
  %sr.row3.11 = add i32 %sr.rl3, 19
  %sr.row3.12 = add i32 %sr.rl3, 24
  %sr.row3.13 = add i32 %sr.rl3, 25
  %sr.row3.14 = add i32 %sr.rl3, 26
  %sr.row3.15 = add i32 %sr.rl3, 27

  %st.c0 = zext i32 %sr.bc0.l to i64
  %st.c1 = zext i32 %sr.bc1.l to i64
  %st.c2 = zext i32 %sr.bc2.l to i64
  %st.c3 = zext i32 %sr.bc3.l to i64
  br i1 %kv.live, label %kvs.0.0, label %exit

kvs.0.0:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs0.r0 = add i32 %n0, %sr.row0.0
  %kvs0.ok0 = icmp slt i32 %kvs0.r0, %seqlen_k
  br i1 %kvs0.ok0, label %kvs.0.0.w, label %kvs.0.1

kvs.0.0.w:
  %kvs0.t0 = add i32 %kv.tok0, %kvs0.r0
  %kvs0.g0.r64 = sext i32 %kvs0.t0 to i64
  %kvs0.g0.h64 = sext i32 %num_heads_kv to i64
  %kvs0.g0.hh64 = sext i32 %h to i64
  %kvs0.g0.rh = mul nsw i64 %kvs0.g0.r64, %kvs0.g0.h64
  %kvs0.g0.rhh = add nsw i64 %kvs0.g0.rh, %kvs0.g0.hh64
  %kvs0.g0.base = mul i64 %kvs0.g0.rhh, 128
  %kvs0.o0 = add i64 %kvs0.g0.base, %st.c0
  %kvs0.kp0 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs0.o0
  %kvs0.kf0 = extractelement <16 x float> %st.dk0, i32 0
  %kvs0.ks0 = fmul float %kvs0.kf0, %scale
  %kvs0.k0 = fptrunc float %kvs0.ks0 to bfloat
  store bfloat %kvs0.k0, ptr addrspace(1) %kvs0.kp0, align 2
  %kvs0.vp0 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs0.o0
  %kvs0.vf0 = extractelement <16 x float> %st.dv0, i32 0
  %kvs0.v0 = fptrunc float %kvs0.vf0 to bfloat
  store bfloat %kvs0.v0, ptr addrspace(1) %kvs0.vp0, align 2
  br label %kvs.0.1

kvs.0.1:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs0.r1 = add i32 %n0, %sr.row0.1
  %kvs0.ok1 = icmp slt i32 %kvs0.r1, %seqlen_k
  br i1 %kvs0.ok1, label %kvs.0.1.w, label %kvs.0.2

kvs.0.1.w:
  %kvs0.t1 = add i32 %kv.tok0, %kvs0.r1
  %kvs0.g1.r64 = sext i32 %kvs0.t1 to i64
  %kvs0.g1.h64 = sext i32 %num_heads_kv to i64
  %kvs0.g1.hh64 = sext i32 %h to i64
  %kvs0.g1.rh = mul nsw i64 %kvs0.g1.r64, %kvs0.g1.h64
  %kvs0.g1.rhh = add nsw i64 %kvs0.g1.rh, %kvs0.g1.hh64
  %kvs0.g1.base = mul i64 %kvs0.g1.rhh, 128
  %kvs0.o1 = add i64 %kvs0.g1.base, %st.c0
  %kvs0.kp1 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs0.o1
  %kvs0.kf1 = extractelement <16 x float> %st.dk0, i32 1
  %kvs0.ks1 = fmul float %kvs0.kf1, %scale
  %kvs0.k1 = fptrunc float %kvs0.ks1 to bfloat
  store bfloat %kvs0.k1, ptr addrspace(1) %kvs0.kp1, align 2
  %kvs0.vp1 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs0.o1
  %kvs0.vf1 = extractelement <16 x float> %st.dv0, i32 1
  %kvs0.v1 = fptrunc float %kvs0.vf1 to bfloat
  store bfloat %kvs0.v1, ptr addrspace(1) %kvs0.vp1, align 2
  br label %kvs.0.2

kvs.0.2:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs0.r2 = add i32 %n0, %sr.row0.2
  %kvs0.ok2 = icmp slt i32 %kvs0.r2, %seqlen_k
  br i1 %kvs0.ok2, label %kvs.0.2.w, label %kvs.0.3

kvs.0.2.w:
  %kvs0.t2 = add i32 %kv.tok0, %kvs0.r2
  %kvs0.g2.r64 = sext i32 %kvs0.t2 to i64
  %kvs0.g2.h64 = sext i32 %num_heads_kv to i64
  %kvs0.g2.hh64 = sext i32 %h to i64
  %kvs0.g2.rh = mul nsw i64 %kvs0.g2.r64, %kvs0.g2.h64
  %kvs0.g2.rhh = add nsw i64 %kvs0.g2.rh, %kvs0.g2.hh64
  %kvs0.g2.base = mul i64 %kvs0.g2.rhh, 128
  %kvs0.o2 = add i64 %kvs0.g2.base, %st.c0
  %kvs0.kp2 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs0.o2
  %kvs0.kf2 = extractelement <16 x float> %st.dk0, i32 2
  %kvs0.ks2 = fmul float %kvs0.kf2, %scale
  %kvs0.k2 = fptrunc float %kvs0.ks2 to bfloat
  store bfloat %kvs0.k2, ptr addrspace(1) %kvs0.kp2, align 2
  %kvs0.vp2 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs0.o2
  %kvs0.vf2 = extractelement <16 x float> %st.dv0, i32 2
  %kvs0.v2 = fptrunc float %kvs0.vf2 to bfloat
  store bfloat %kvs0.v2, ptr addrspace(1) %kvs0.vp2, align 2
  br label %kvs.0.3

kvs.0.3:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs0.r3 = add i32 %n0, %sr.row0.3
  %kvs0.ok3 = icmp slt i32 %kvs0.r3, %seqlen_k
  br i1 %kvs0.ok3, label %kvs.0.3.w, label %kvs.0.4

kvs.0.3.w:
  %kvs0.t3 = add i32 %kv.tok0, %kvs0.r3
  %kvs0.g3.r64 = sext i32 %kvs0.t3 to i64
  %kvs0.g3.h64 = sext i32 %num_heads_kv to i64
  %kvs0.g3.hh64 = sext i32 %h to i64
  %kvs0.g3.rh = mul nsw i64 %kvs0.g3.r64, %kvs0.g3.h64
  %kvs0.g3.rhh = add nsw i64 %kvs0.g3.rh, %kvs0.g3.hh64
  %kvs0.g3.base = mul i64 %kvs0.g3.rhh, 128
  %kvs0.o3 = add i64 %kvs0.g3.base, %st.c0
  %kvs0.kp3 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs0.o3
  %kvs0.kf3 = extractelement <16 x float> %st.dk0, i32 3
  %kvs0.ks3 = fmul float %kvs0.kf3, %scale
  %kvs0.k3 = fptrunc float %kvs0.ks3 to bfloat
  store bfloat %kvs0.k3, ptr addrspace(1) %kvs0.kp3, align 2
  %kvs0.vp3 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs0.o3
  %kvs0.vf3 = extractelement <16 x float> %st.dv0, i32 3
  %kvs0.v3 = fptrunc float %kvs0.vf3 to bfloat
  store bfloat %kvs0.v3, ptr addrspace(1) %kvs0.vp3, align 2
  br label %kvs.0.4

kvs.0.4:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs0.r4 = add i32 %n0, %sr.row0.4
  %kvs0.ok4 = icmp slt i32 %kvs0.r4, %seqlen_k
  br i1 %kvs0.ok4, label %kvs.0.4.w, label %kvs.0.5

kvs.0.4.w:
  %kvs0.t4 = add i32 %kv.tok0, %kvs0.r4
  %kvs0.g4.r64 = sext i32 %kvs0.t4 to i64
  %kvs0.g4.h64 = sext i32 %num_heads_kv to i64
  %kvs0.g4.hh64 = sext i32 %h to i64
  %kvs0.g4.rh = mul nsw i64 %kvs0.g4.r64, %kvs0.g4.h64
  %kvs0.g4.rhh = add nsw i64 %kvs0.g4.rh, %kvs0.g4.hh64
  %kvs0.g4.base = mul i64 %kvs0.g4.rhh, 128
  %kvs0.o4 = add i64 %kvs0.g4.base, %st.c0
  %kvs0.kp4 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs0.o4
  %kvs0.kf4 = extractelement <16 x float> %st.dk0, i32 4
  %kvs0.ks4 = fmul float %kvs0.kf4, %scale
  %kvs0.k4 = fptrunc float %kvs0.ks4 to bfloat
  store bfloat %kvs0.k4, ptr addrspace(1) %kvs0.kp4, align 2
  %kvs0.vp4 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs0.o4
  %kvs0.vf4 = extractelement <16 x float> %st.dv0, i32 4
  %kvs0.v4 = fptrunc float %kvs0.vf4 to bfloat
  store bfloat %kvs0.v4, ptr addrspace(1) %kvs0.vp4, align 2
  br label %kvs.0.5

kvs.0.5:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs0.r5 = add i32 %n0, %sr.row0.5
  %kvs0.ok5 = icmp slt i32 %kvs0.r5, %seqlen_k
  br i1 %kvs0.ok5, label %kvs.0.5.w, label %kvs.0.6

kvs.0.5.w:
  %kvs0.t5 = add i32 %kv.tok0, %kvs0.r5
  %kvs0.g5.r64 = sext i32 %kvs0.t5 to i64
  %kvs0.g5.h64 = sext i32 %num_heads_kv to i64
  %kvs0.g5.hh64 = sext i32 %h to i64
  %kvs0.g5.rh = mul nsw i64 %kvs0.g5.r64, %kvs0.g5.h64
  %kvs0.g5.rhh = add nsw i64 %kvs0.g5.rh, %kvs0.g5.hh64
  %kvs0.g5.base = mul i64 %kvs0.g5.rhh, 128
  %kvs0.o5 = add i64 %kvs0.g5.base, %st.c0
  %kvs0.kp5 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs0.o5
  %kvs0.kf5 = extractelement <16 x float> %st.dk0, i32 5
  %kvs0.ks5 = fmul float %kvs0.kf5, %scale
  %kvs0.k5 = fptrunc float %kvs0.ks5 to bfloat
  store bfloat %kvs0.k5, ptr addrspace(1) %kvs0.kp5, align 2
  %kvs0.vp5 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs0.o5
  %kvs0.vf5 = extractelement <16 x float> %st.dv0, i32 5
  %kvs0.v5 = fptrunc float %kvs0.vf5 to bfloat
  store bfloat %kvs0.v5, ptr addrspace(1) %kvs0.vp5, align 2
  br label %kvs.0.6

kvs.0.6:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs0.r6 = add i32 %n0, %sr.row0.6
  %kvs0.ok6 = icmp slt i32 %kvs0.r6, %seqlen_k
  br i1 %kvs0.ok6, label %kvs.0.6.w, label %kvs.0.7

kvs.0.6.w:
  %kvs0.t6 = add i32 %kv.tok0, %kvs0.r6
  %kvs0.g6.r64 = sext i32 %kvs0.t6 to i64
  %kvs0.g6.h64 = sext i32 %num_heads_kv to i64
  %kvs0.g6.hh64 = sext i32 %h to i64
  %kvs0.g6.rh = mul nsw i64 %kvs0.g6.r64, %kvs0.g6.h64
  %kvs0.g6.rhh = add nsw i64 %kvs0.g6.rh, %kvs0.g6.hh64
  %kvs0.g6.base = mul i64 %kvs0.g6.rhh, 128
  %kvs0.o6 = add i64 %kvs0.g6.base, %st.c0
  %kvs0.kp6 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs0.o6
  %kvs0.kf6 = extractelement <16 x float> %st.dk0, i32 6
  %kvs0.ks6 = fmul float %kvs0.kf6, %scale
  %kvs0.k6 = fptrunc float %kvs0.ks6 to bfloat
  store bfloat %kvs0.k6, ptr addrspace(1) %kvs0.kp6, align 2
  %kvs0.vp6 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs0.o6
  %kvs0.vf6 = extractelement <16 x float> %st.dv0, i32 6
  %kvs0.v6 = fptrunc float %kvs0.vf6 to bfloat
  store bfloat %kvs0.v6, ptr addrspace(1) %kvs0.vp6, align 2
  br label %kvs.0.7

kvs.0.7:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs0.r7 = add i32 %n0, %sr.row0.7
  %kvs0.ok7 = icmp slt i32 %kvs0.r7, %seqlen_k
  br i1 %kvs0.ok7, label %kvs.0.7.w, label %kvs.0.8

kvs.0.7.w:
  %kvs0.t7 = add i32 %kv.tok0, %kvs0.r7
  %kvs0.g7.r64 = sext i32 %kvs0.t7 to i64
  %kvs0.g7.h64 = sext i32 %num_heads_kv to i64
  %kvs0.g7.hh64 = sext i32 %h to i64
  %kvs0.g7.rh = mul nsw i64 %kvs0.g7.r64, %kvs0.g7.h64
  %kvs0.g7.rhh = add nsw i64 %kvs0.g7.rh, %kvs0.g7.hh64
  %kvs0.g7.base = mul i64 %kvs0.g7.rhh, 128
  %kvs0.o7 = add i64 %kvs0.g7.base, %st.c0
  %kvs0.kp7 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs0.o7
  %kvs0.kf7 = extractelement <16 x float> %st.dk0, i32 7
  %kvs0.ks7 = fmul float %kvs0.kf7, %scale
  %kvs0.k7 = fptrunc float %kvs0.ks7 to bfloat
  store bfloat %kvs0.k7, ptr addrspace(1) %kvs0.kp7, align 2
  %kvs0.vp7 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs0.o7
  %kvs0.vf7 = extractelement <16 x float> %st.dv0, i32 7
  %kvs0.v7 = fptrunc float %kvs0.vf7 to bfloat
  store bfloat %kvs0.v7, ptr addrspace(1) %kvs0.vp7, align 2
  br label %kvs.0.8

kvs.0.8:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs0.r8 = add i32 %n0, %sr.row0.8
  %kvs0.ok8 = icmp slt i32 %kvs0.r8, %seqlen_k
  br i1 %kvs0.ok8, label %kvs.0.8.w, label %kvs.0.9

kvs.0.8.w:
  %kvs0.t8 = add i32 %kv.tok0, %kvs0.r8
  %kvs0.g8.r64 = sext i32 %kvs0.t8 to i64
  %kvs0.g8.h64 = sext i32 %num_heads_kv to i64
  %kvs0.g8.hh64 = sext i32 %h to i64
  %kvs0.g8.rh = mul nsw i64 %kvs0.g8.r64, %kvs0.g8.h64
  %kvs0.g8.rhh = add nsw i64 %kvs0.g8.rh, %kvs0.g8.hh64
  %kvs0.g8.base = mul i64 %kvs0.g8.rhh, 128
  %kvs0.o8 = add i64 %kvs0.g8.base, %st.c0
  %kvs0.kp8 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs0.o8
  %kvs0.kf8 = extractelement <16 x float> %st.dk0, i32 8
  %kvs0.ks8 = fmul float %kvs0.kf8, %scale
  %kvs0.k8 = fptrunc float %kvs0.ks8 to bfloat
  store bfloat %kvs0.k8, ptr addrspace(1) %kvs0.kp8, align 2
  %kvs0.vp8 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs0.o8
  %kvs0.vf8 = extractelement <16 x float> %st.dv0, i32 8
  %kvs0.v8 = fptrunc float %kvs0.vf8 to bfloat
  store bfloat %kvs0.v8, ptr addrspace(1) %kvs0.vp8, align 2
  br label %kvs.0.9

kvs.0.9:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs0.r9 = add i32 %n0, %sr.row0.9
  %kvs0.ok9 = icmp slt i32 %kvs0.r9, %seqlen_k
  br i1 %kvs0.ok9, label %kvs.0.9.w, label %kvs.0.10

kvs.0.9.w:
  %kvs0.t9 = add i32 %kv.tok0, %kvs0.r9
  %kvs0.g9.r64 = sext i32 %kvs0.t9 to i64
  %kvs0.g9.h64 = sext i32 %num_heads_kv to i64
  %kvs0.g9.hh64 = sext i32 %h to i64
  %kvs0.g9.rh = mul nsw i64 %kvs0.g9.r64, %kvs0.g9.h64
  %kvs0.g9.rhh = add nsw i64 %kvs0.g9.rh, %kvs0.g9.hh64
  %kvs0.g9.base = mul i64 %kvs0.g9.rhh, 128
  %kvs0.o9 = add i64 %kvs0.g9.base, %st.c0
  %kvs0.kp9 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs0.o9
  %kvs0.kf9 = extractelement <16 x float> %st.dk0, i32 9
  %kvs0.ks9 = fmul float %kvs0.kf9, %scale
  %kvs0.k9 = fptrunc float %kvs0.ks9 to bfloat
  store bfloat %kvs0.k9, ptr addrspace(1) %kvs0.kp9, align 2
  %kvs0.vp9 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs0.o9
  %kvs0.vf9 = extractelement <16 x float> %st.dv0, i32 9
  %kvs0.v9 = fptrunc float %kvs0.vf9 to bfloat
  store bfloat %kvs0.v9, ptr addrspace(1) %kvs0.vp9, align 2
  br label %kvs.0.10

kvs.0.10:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs0.r10 = add i32 %n0, %sr.row0.10
  %kvs0.ok10 = icmp slt i32 %kvs0.r10, %seqlen_k
  br i1 %kvs0.ok10, label %kvs.0.10.w, label %kvs.0.11

kvs.0.10.w:
  %kvs0.t10 = add i32 %kv.tok0, %kvs0.r10
  %kvs0.g10.r64 = sext i32 %kvs0.t10 to i64
  %kvs0.g10.h64 = sext i32 %num_heads_kv to i64
  %kvs0.g10.hh64 = sext i32 %h to i64
  %kvs0.g10.rh = mul nsw i64 %kvs0.g10.r64, %kvs0.g10.h64
  %kvs0.g10.rhh = add nsw i64 %kvs0.g10.rh, %kvs0.g10.hh64
  %kvs0.g10.base = mul i64 %kvs0.g10.rhh, 128
  %kvs0.o10 = add i64 %kvs0.g10.base, %st.c0
  %kvs0.kp10 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs0.o10
  %kvs0.kf10 = extractelement <16 x float> %st.dk0, i32 10
  %kvs0.ks10 = fmul float %kvs0.kf10, %scale
  %kvs0.k10 = fptrunc float %kvs0.ks10 to bfloat
  store bfloat %kvs0.k10, ptr addrspace(1) %kvs0.kp10, align 2
  %kvs0.vp10 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs0.o10
  %kvs0.vf10 = extractelement <16 x float> %st.dv0, i32 10
  %kvs0.v10 = fptrunc float %kvs0.vf10 to bfloat
  store bfloat %kvs0.v10, ptr addrspace(1) %kvs0.vp10, align 2
  br label %kvs.0.11

kvs.0.11:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs0.r11 = add i32 %n0, %sr.row0.11
  %kvs0.ok11 = icmp slt i32 %kvs0.r11, %seqlen_k
  br i1 %kvs0.ok11, label %kvs.0.11.w, label %kvs.0.12

kvs.0.11.w:
  %kvs0.t11 = add i32 %kv.tok0, %kvs0.r11
  %kvs0.g11.r64 = sext i32 %kvs0.t11 to i64
  %kvs0.g11.h64 = sext i32 %num_heads_kv to i64
  %kvs0.g11.hh64 = sext i32 %h to i64
  %kvs0.g11.rh = mul nsw i64 %kvs0.g11.r64, %kvs0.g11.h64
  %kvs0.g11.rhh = add nsw i64 %kvs0.g11.rh, %kvs0.g11.hh64
  %kvs0.g11.base = mul i64 %kvs0.g11.rhh, 128
  %kvs0.o11 = add i64 %kvs0.g11.base, %st.c0
  %kvs0.kp11 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs0.o11
  %kvs0.kf11 = extractelement <16 x float> %st.dk0, i32 11
  %kvs0.ks11 = fmul float %kvs0.kf11, %scale
  %kvs0.k11 = fptrunc float %kvs0.ks11 to bfloat
  store bfloat %kvs0.k11, ptr addrspace(1) %kvs0.kp11, align 2
  %kvs0.vp11 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs0.o11
  %kvs0.vf11 = extractelement <16 x float> %st.dv0, i32 11
  %kvs0.v11 = fptrunc float %kvs0.vf11 to bfloat
  store bfloat %kvs0.v11, ptr addrspace(1) %kvs0.vp11, align 2
  br label %kvs.0.12

kvs.0.12:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs0.r12 = add i32 %n0, %sr.row0.12
  %kvs0.ok12 = icmp slt i32 %kvs0.r12, %seqlen_k
  br i1 %kvs0.ok12, label %kvs.0.12.w, label %kvs.0.13

kvs.0.12.w:
  %kvs0.t12 = add i32 %kv.tok0, %kvs0.r12
  %kvs0.g12.r64 = sext i32 %kvs0.t12 to i64
  %kvs0.g12.h64 = sext i32 %num_heads_kv to i64
  %kvs0.g12.hh64 = sext i32 %h to i64
  %kvs0.g12.rh = mul nsw i64 %kvs0.g12.r64, %kvs0.g12.h64
  %kvs0.g12.rhh = add nsw i64 %kvs0.g12.rh, %kvs0.g12.hh64
  %kvs0.g12.base = mul i64 %kvs0.g12.rhh, 128
  %kvs0.o12 = add i64 %kvs0.g12.base, %st.c0
  %kvs0.kp12 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs0.o12
  %kvs0.kf12 = extractelement <16 x float> %st.dk0, i32 12
  %kvs0.ks12 = fmul float %kvs0.kf12, %scale
  %kvs0.k12 = fptrunc float %kvs0.ks12 to bfloat
  store bfloat %kvs0.k12, ptr addrspace(1) %kvs0.kp12, align 2
  %kvs0.vp12 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs0.o12
  %kvs0.vf12 = extractelement <16 x float> %st.dv0, i32 12
  %kvs0.v12 = fptrunc float %kvs0.vf12 to bfloat
  store bfloat %kvs0.v12, ptr addrspace(1) %kvs0.vp12, align 2
  br label %kvs.0.13

kvs.0.13:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs0.r13 = add i32 %n0, %sr.row0.13
  %kvs0.ok13 = icmp slt i32 %kvs0.r13, %seqlen_k
  br i1 %kvs0.ok13, label %kvs.0.13.w, label %kvs.0.14

kvs.0.13.w:
  %kvs0.t13 = add i32 %kv.tok0, %kvs0.r13
  %kvs0.g13.r64 = sext i32 %kvs0.t13 to i64
  %kvs0.g13.h64 = sext i32 %num_heads_kv to i64
  %kvs0.g13.hh64 = sext i32 %h to i64
  %kvs0.g13.rh = mul nsw i64 %kvs0.g13.r64, %kvs0.g13.h64
  %kvs0.g13.rhh = add nsw i64 %kvs0.g13.rh, %kvs0.g13.hh64
  %kvs0.g13.base = mul i64 %kvs0.g13.rhh, 128
  %kvs0.o13 = add i64 %kvs0.g13.base, %st.c0
  %kvs0.kp13 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs0.o13
  %kvs0.kf13 = extractelement <16 x float> %st.dk0, i32 13
  %kvs0.ks13 = fmul float %kvs0.kf13, %scale
  %kvs0.k13 = fptrunc float %kvs0.ks13 to bfloat
  store bfloat %kvs0.k13, ptr addrspace(1) %kvs0.kp13, align 2
  %kvs0.vp13 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs0.o13
  %kvs0.vf13 = extractelement <16 x float> %st.dv0, i32 13
  %kvs0.v13 = fptrunc float %kvs0.vf13 to bfloat
  store bfloat %kvs0.v13, ptr addrspace(1) %kvs0.vp13, align 2
  br label %kvs.0.14

kvs.0.14:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs0.r14 = add i32 %n0, %sr.row0.14
  %kvs0.ok14 = icmp slt i32 %kvs0.r14, %seqlen_k
  br i1 %kvs0.ok14, label %kvs.0.14.w, label %kvs.0.15

kvs.0.14.w:
  %kvs0.t14 = add i32 %kv.tok0, %kvs0.r14
  %kvs0.g14.r64 = sext i32 %kvs0.t14 to i64
  %kvs0.g14.h64 = sext i32 %num_heads_kv to i64
  %kvs0.g14.hh64 = sext i32 %h to i64
  %kvs0.g14.rh = mul nsw i64 %kvs0.g14.r64, %kvs0.g14.h64
  %kvs0.g14.rhh = add nsw i64 %kvs0.g14.rh, %kvs0.g14.hh64
  %kvs0.g14.base = mul i64 %kvs0.g14.rhh, 128
  %kvs0.o14 = add i64 %kvs0.g14.base, %st.c0
  %kvs0.kp14 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs0.o14
  %kvs0.kf14 = extractelement <16 x float> %st.dk0, i32 14
  %kvs0.ks14 = fmul float %kvs0.kf14, %scale
  %kvs0.k14 = fptrunc float %kvs0.ks14 to bfloat
  store bfloat %kvs0.k14, ptr addrspace(1) %kvs0.kp14, align 2
  %kvs0.vp14 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs0.o14
  %kvs0.vf14 = extractelement <16 x float> %st.dv0, i32 14
  %kvs0.v14 = fptrunc float %kvs0.vf14 to bfloat
  store bfloat %kvs0.v14, ptr addrspace(1) %kvs0.vp14, align 2
  br label %kvs.0.15

kvs.0.15:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs0.r15 = add i32 %n0, %sr.row0.15
  %kvs0.ok15 = icmp slt i32 %kvs0.r15, %seqlen_k
  br i1 %kvs0.ok15, label %kvs.0.15.w, label %kvs.1.0

kvs.0.15.w:
  %kvs0.t15 = add i32 %kv.tok0, %kvs0.r15
  %kvs0.g15.r64 = sext i32 %kvs0.t15 to i64
  %kvs0.g15.h64 = sext i32 %num_heads_kv to i64
  %kvs0.g15.hh64 = sext i32 %h to i64
  %kvs0.g15.rh = mul nsw i64 %kvs0.g15.r64, %kvs0.g15.h64
  %kvs0.g15.rhh = add nsw i64 %kvs0.g15.rh, %kvs0.g15.hh64
  %kvs0.g15.base = mul i64 %kvs0.g15.rhh, 128
  %kvs0.o15 = add i64 %kvs0.g15.base, %st.c0
  %kvs0.kp15 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs0.o15
  %kvs0.kf15 = extractelement <16 x float> %st.dk0, i32 15
  %kvs0.ks15 = fmul float %kvs0.kf15, %scale
  %kvs0.k15 = fptrunc float %kvs0.ks15 to bfloat
  store bfloat %kvs0.k15, ptr addrspace(1) %kvs0.kp15, align 2
  %kvs0.vp15 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs0.o15
  %kvs0.vf15 = extractelement <16 x float> %st.dv0, i32 15
  %kvs0.v15 = fptrunc float %kvs0.vf15 to bfloat
  store bfloat %kvs0.v15, ptr addrspace(1) %kvs0.vp15, align 2
  br label %kvs.1.0

kvs.1.0:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs1.r0 = add i32 %n0, %sr.row1.0
  %kvs1.ok0 = icmp slt i32 %kvs1.r0, %seqlen_k
  br i1 %kvs1.ok0, label %kvs.1.0.w, label %kvs.1.1

kvs.1.0.w:
  %kvs1.t0 = add i32 %kv.tok0, %kvs1.r0
  %kvs1.g0.r64 = sext i32 %kvs1.t0 to i64
  %kvs1.g0.h64 = sext i32 %num_heads_kv to i64
  %kvs1.g0.hh64 = sext i32 %h to i64
  %kvs1.g0.rh = mul nsw i64 %kvs1.g0.r64, %kvs1.g0.h64
  %kvs1.g0.rhh = add nsw i64 %kvs1.g0.rh, %kvs1.g0.hh64
  %kvs1.g0.base = mul i64 %kvs1.g0.rhh, 128
  %kvs1.o0 = add i64 %kvs1.g0.base, %st.c1
  %kvs1.kp0 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs1.o0
  %kvs1.kf0 = extractelement <16 x float> %st.dk1, i32 0
  %kvs1.ks0 = fmul float %kvs1.kf0, %scale
  %kvs1.k0 = fptrunc float %kvs1.ks0 to bfloat
  store bfloat %kvs1.k0, ptr addrspace(1) %kvs1.kp0, align 2
  %kvs1.vp0 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs1.o0
  %kvs1.vf0 = extractelement <16 x float> %st.dv1, i32 0
  %kvs1.v0 = fptrunc float %kvs1.vf0 to bfloat
  store bfloat %kvs1.v0, ptr addrspace(1) %kvs1.vp0, align 2
  br label %kvs.1.1

kvs.1.1:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs1.r1 = add i32 %n0, %sr.row1.1
  %kvs1.ok1 = icmp slt i32 %kvs1.r1, %seqlen_k
  br i1 %kvs1.ok1, label %kvs.1.1.w, label %kvs.1.2

kvs.1.1.w:
  %kvs1.t1 = add i32 %kv.tok0, %kvs1.r1
  %kvs1.g1.r64 = sext i32 %kvs1.t1 to i64
  %kvs1.g1.h64 = sext i32 %num_heads_kv to i64
  %kvs1.g1.hh64 = sext i32 %h to i64
  %kvs1.g1.rh = mul nsw i64 %kvs1.g1.r64, %kvs1.g1.h64
  %kvs1.g1.rhh = add nsw i64 %kvs1.g1.rh, %kvs1.g1.hh64
  %kvs1.g1.base = mul i64 %kvs1.g1.rhh, 128
  %kvs1.o1 = add i64 %kvs1.g1.base, %st.c1
  %kvs1.kp1 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs1.o1
  %kvs1.kf1 = extractelement <16 x float> %st.dk1, i32 1
  %kvs1.ks1 = fmul float %kvs1.kf1, %scale
  %kvs1.k1 = fptrunc float %kvs1.ks1 to bfloat
  store bfloat %kvs1.k1, ptr addrspace(1) %kvs1.kp1, align 2
  %kvs1.vp1 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs1.o1
  %kvs1.vf1 = extractelement <16 x float> %st.dv1, i32 1
  %kvs1.v1 = fptrunc float %kvs1.vf1 to bfloat
  store bfloat %kvs1.v1, ptr addrspace(1) %kvs1.vp1, align 2
  br label %kvs.1.2

kvs.1.2:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs1.r2 = add i32 %n0, %sr.row1.2
  %kvs1.ok2 = icmp slt i32 %kvs1.r2, %seqlen_k
  br i1 %kvs1.ok2, label %kvs.1.2.w, label %kvs.1.3

kvs.1.2.w:
  %kvs1.t2 = add i32 %kv.tok0, %kvs1.r2
  %kvs1.g2.r64 = sext i32 %kvs1.t2 to i64
  %kvs1.g2.h64 = sext i32 %num_heads_kv to i64
  %kvs1.g2.hh64 = sext i32 %h to i64
  %kvs1.g2.rh = mul nsw i64 %kvs1.g2.r64, %kvs1.g2.h64
  %kvs1.g2.rhh = add nsw i64 %kvs1.g2.rh, %kvs1.g2.hh64
  %kvs1.g2.base = mul i64 %kvs1.g2.rhh, 128
  %kvs1.o2 = add i64 %kvs1.g2.base, %st.c1
  %kvs1.kp2 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs1.o2
  %kvs1.kf2 = extractelement <16 x float> %st.dk1, i32 2
  %kvs1.ks2 = fmul float %kvs1.kf2, %scale
  %kvs1.k2 = fptrunc float %kvs1.ks2 to bfloat
  store bfloat %kvs1.k2, ptr addrspace(1) %kvs1.kp2, align 2
  %kvs1.vp2 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs1.o2
  %kvs1.vf2 = extractelement <16 x float> %st.dv1, i32 2
  %kvs1.v2 = fptrunc float %kvs1.vf2 to bfloat
  store bfloat %kvs1.v2, ptr addrspace(1) %kvs1.vp2, align 2
  br label %kvs.1.3

kvs.1.3:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs1.r3 = add i32 %n0, %sr.row1.3
  %kvs1.ok3 = icmp slt i32 %kvs1.r3, %seqlen_k
  br i1 %kvs1.ok3, label %kvs.1.3.w, label %kvs.1.4

kvs.1.3.w:
  %kvs1.t3 = add i32 %kv.tok0, %kvs1.r3
  %kvs1.g3.r64 = sext i32 %kvs1.t3 to i64
  %kvs1.g3.h64 = sext i32 %num_heads_kv to i64
  %kvs1.g3.hh64 = sext i32 %h to i64
  %kvs1.g3.rh = mul nsw i64 %kvs1.g3.r64, %kvs1.g3.h64
  %kvs1.g3.rhh = add nsw i64 %kvs1.g3.rh, %kvs1.g3.hh64
  %kvs1.g3.base = mul i64 %kvs1.g3.rhh, 128
  %kvs1.o3 = add i64 %kvs1.g3.base, %st.c1
  %kvs1.kp3 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs1.o3
  %kvs1.kf3 = extractelement <16 x float> %st.dk1, i32 3
  %kvs1.ks3 = fmul float %kvs1.kf3, %scale
  %kvs1.k3 = fptrunc float %kvs1.ks3 to bfloat
  store bfloat %kvs1.k3, ptr addrspace(1) %kvs1.kp3, align 2
  %kvs1.vp3 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs1.o3
  %kvs1.vf3 = extractelement <16 x float> %st.dv1, i32 3
  %kvs1.v3 = fptrunc float %kvs1.vf3 to bfloat
  store bfloat %kvs1.v3, ptr addrspace(1) %kvs1.vp3, align 2
  br label %kvs.1.4

kvs.1.4:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs1.r4 = add i32 %n0, %sr.row1.4
  %kvs1.ok4 = icmp slt i32 %kvs1.r4, %seqlen_k
  br i1 %kvs1.ok4, label %kvs.1.4.w, label %kvs.1.5

kvs.1.4.w:
  %kvs1.t4 = add i32 %kv.tok0, %kvs1.r4
  %kvs1.g4.r64 = sext i32 %kvs1.t4 to i64
  %kvs1.g4.h64 = sext i32 %num_heads_kv to i64
  %kvs1.g4.hh64 = sext i32 %h to i64
  %kvs1.g4.rh = mul nsw i64 %kvs1.g4.r64, %kvs1.g4.h64
  %kvs1.g4.rhh = add nsw i64 %kvs1.g4.rh, %kvs1.g4.hh64
  %kvs1.g4.base = mul i64 %kvs1.g4.rhh, 128
  %kvs1.o4 = add i64 %kvs1.g4.base, %st.c1
  %kvs1.kp4 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs1.o4
  %kvs1.kf4 = extractelement <16 x float> %st.dk1, i32 4
  %kvs1.ks4 = fmul float %kvs1.kf4, %scale
  %kvs1.k4 = fptrunc float %kvs1.ks4 to bfloat
  store bfloat %kvs1.k4, ptr addrspace(1) %kvs1.kp4, align 2
  %kvs1.vp4 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs1.o4
  %kvs1.vf4 = extractelement <16 x float> %st.dv1, i32 4
  %kvs1.v4 = fptrunc float %kvs1.vf4 to bfloat
  store bfloat %kvs1.v4, ptr addrspace(1) %kvs1.vp4, align 2
  br label %kvs.1.5

kvs.1.5:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs1.r5 = add i32 %n0, %sr.row1.5
  %kvs1.ok5 = icmp slt i32 %kvs1.r5, %seqlen_k
  br i1 %kvs1.ok5, label %kvs.1.5.w, label %kvs.1.6

kvs.1.5.w:
  %kvs1.t5 = add i32 %kv.tok0, %kvs1.r5
  %kvs1.g5.r64 = sext i32 %kvs1.t5 to i64
  %kvs1.g5.h64 = sext i32 %num_heads_kv to i64
  %kvs1.g5.hh64 = sext i32 %h to i64
  %kvs1.g5.rh = mul nsw i64 %kvs1.g5.r64, %kvs1.g5.h64
  %kvs1.g5.rhh = add nsw i64 %kvs1.g5.rh, %kvs1.g5.hh64
  %kvs1.g5.base = mul i64 %kvs1.g5.rhh, 128
  %kvs1.o5 = add i64 %kvs1.g5.base, %st.c1
  %kvs1.kp5 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs1.o5
  %kvs1.kf5 = extractelement <16 x float> %st.dk1, i32 5
  %kvs1.ks5 = fmul float %kvs1.kf5, %scale
  %kvs1.k5 = fptrunc float %kvs1.ks5 to bfloat
  store bfloat %kvs1.k5, ptr addrspace(1) %kvs1.kp5, align 2
  %kvs1.vp5 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs1.o5
  %kvs1.vf5 = extractelement <16 x float> %st.dv1, i32 5
  %kvs1.v5 = fptrunc float %kvs1.vf5 to bfloat
  store bfloat %kvs1.v5, ptr addrspace(1) %kvs1.vp5, align 2
  br label %kvs.1.6

kvs.1.6:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs1.r6 = add i32 %n0, %sr.row1.6
  %kvs1.ok6 = icmp slt i32 %kvs1.r6, %seqlen_k
  br i1 %kvs1.ok6, label %kvs.1.6.w, label %kvs.1.7

kvs.1.6.w:
  %kvs1.t6 = add i32 %kv.tok0, %kvs1.r6
  %kvs1.g6.r64 = sext i32 %kvs1.t6 to i64
  %kvs1.g6.h64 = sext i32 %num_heads_kv to i64
  %kvs1.g6.hh64 = sext i32 %h to i64
  %kvs1.g6.rh = mul nsw i64 %kvs1.g6.r64, %kvs1.g6.h64
  %kvs1.g6.rhh = add nsw i64 %kvs1.g6.rh, %kvs1.g6.hh64
  %kvs1.g6.base = mul i64 %kvs1.g6.rhh, 128
  %kvs1.o6 = add i64 %kvs1.g6.base, %st.c1
  %kvs1.kp6 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs1.o6
  %kvs1.kf6 = extractelement <16 x float> %st.dk1, i32 6
  %kvs1.ks6 = fmul float %kvs1.kf6, %scale
  %kvs1.k6 = fptrunc float %kvs1.ks6 to bfloat
  store bfloat %kvs1.k6, ptr addrspace(1) %kvs1.kp6, align 2
  %kvs1.vp6 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs1.o6
  %kvs1.vf6 = extractelement <16 x float> %st.dv1, i32 6
  %kvs1.v6 = fptrunc float %kvs1.vf6 to bfloat
  store bfloat %kvs1.v6, ptr addrspace(1) %kvs1.vp6, align 2
  br label %kvs.1.7

kvs.1.7:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs1.r7 = add i32 %n0, %sr.row1.7
  %kvs1.ok7 = icmp slt i32 %kvs1.r7, %seqlen_k
  br i1 %kvs1.ok7, label %kvs.1.7.w, label %kvs.1.8

kvs.1.7.w:
  %kvs1.t7 = add i32 %kv.tok0, %kvs1.r7
  %kvs1.g7.r64 = sext i32 %kvs1.t7 to i64
  %kvs1.g7.h64 = sext i32 %num_heads_kv to i64
  %kvs1.g7.hh64 = sext i32 %h to i64
  %kvs1.g7.rh = mul nsw i64 %kvs1.g7.r64, %kvs1.g7.h64
  %kvs1.g7.rhh = add nsw i64 %kvs1.g7.rh, %kvs1.g7.hh64
  %kvs1.g7.base = mul i64 %kvs1.g7.rhh, 128
  %kvs1.o7 = add i64 %kvs1.g7.base, %st.c1
  %kvs1.kp7 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs1.o7
  %kvs1.kf7 = extractelement <16 x float> %st.dk1, i32 7
  %kvs1.ks7 = fmul float %kvs1.kf7, %scale
  %kvs1.k7 = fptrunc float %kvs1.ks7 to bfloat
  store bfloat %kvs1.k7, ptr addrspace(1) %kvs1.kp7, align 2
  %kvs1.vp7 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs1.o7
  %kvs1.vf7 = extractelement <16 x float> %st.dv1, i32 7
  %kvs1.v7 = fptrunc float %kvs1.vf7 to bfloat
  store bfloat %kvs1.v7, ptr addrspace(1) %kvs1.vp7, align 2
  br label %kvs.1.8

kvs.1.8:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs1.r8 = add i32 %n0, %sr.row1.8
  %kvs1.ok8 = icmp slt i32 %kvs1.r8, %seqlen_k
  br i1 %kvs1.ok8, label %kvs.1.8.w, label %kvs.1.9

kvs.1.8.w:
  %kvs1.t8 = add i32 %kv.tok0, %kvs1.r8
  %kvs1.g8.r64 = sext i32 %kvs1.t8 to i64
  %kvs1.g8.h64 = sext i32 %num_heads_kv to i64
  %kvs1.g8.hh64 = sext i32 %h to i64
  %kvs1.g8.rh = mul nsw i64 %kvs1.g8.r64, %kvs1.g8.h64
  %kvs1.g8.rhh = add nsw i64 %kvs1.g8.rh, %kvs1.g8.hh64
  %kvs1.g8.base = mul i64 %kvs1.g8.rhh, 128
  %kvs1.o8 = add i64 %kvs1.g8.base, %st.c1
  %kvs1.kp8 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs1.o8
  %kvs1.kf8 = extractelement <16 x float> %st.dk1, i32 8
  %kvs1.ks8 = fmul float %kvs1.kf8, %scale
  %kvs1.k8 = fptrunc float %kvs1.ks8 to bfloat
  store bfloat %kvs1.k8, ptr addrspace(1) %kvs1.kp8, align 2
  %kvs1.vp8 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs1.o8
  %kvs1.vf8 = extractelement <16 x float> %st.dv1, i32 8
  %kvs1.v8 = fptrunc float %kvs1.vf8 to bfloat
  store bfloat %kvs1.v8, ptr addrspace(1) %kvs1.vp8, align 2
  br label %kvs.1.9

kvs.1.9:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs1.r9 = add i32 %n0, %sr.row1.9
  %kvs1.ok9 = icmp slt i32 %kvs1.r9, %seqlen_k
  br i1 %kvs1.ok9, label %kvs.1.9.w, label %kvs.1.10

kvs.1.9.w:
  %kvs1.t9 = add i32 %kv.tok0, %kvs1.r9
  %kvs1.g9.r64 = sext i32 %kvs1.t9 to i64
  %kvs1.g9.h64 = sext i32 %num_heads_kv to i64
  %kvs1.g9.hh64 = sext i32 %h to i64
  %kvs1.g9.rh = mul nsw i64 %kvs1.g9.r64, %kvs1.g9.h64
  %kvs1.g9.rhh = add nsw i64 %kvs1.g9.rh, %kvs1.g9.hh64
  %kvs1.g9.base = mul i64 %kvs1.g9.rhh, 128
  %kvs1.o9 = add i64 %kvs1.g9.base, %st.c1
  %kvs1.kp9 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs1.o9
  %kvs1.kf9 = extractelement <16 x float> %st.dk1, i32 9
  %kvs1.ks9 = fmul float %kvs1.kf9, %scale
  %kvs1.k9 = fptrunc float %kvs1.ks9 to bfloat
  store bfloat %kvs1.k9, ptr addrspace(1) %kvs1.kp9, align 2
  %kvs1.vp9 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs1.o9
  %kvs1.vf9 = extractelement <16 x float> %st.dv1, i32 9
  %kvs1.v9 = fptrunc float %kvs1.vf9 to bfloat
  store bfloat %kvs1.v9, ptr addrspace(1) %kvs1.vp9, align 2
  br label %kvs.1.10

kvs.1.10:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs1.r10 = add i32 %n0, %sr.row1.10
  %kvs1.ok10 = icmp slt i32 %kvs1.r10, %seqlen_k
  br i1 %kvs1.ok10, label %kvs.1.10.w, label %kvs.1.11

kvs.1.10.w:
  %kvs1.t10 = add i32 %kv.tok0, %kvs1.r10
  %kvs1.g10.r64 = sext i32 %kvs1.t10 to i64
  %kvs1.g10.h64 = sext i32 %num_heads_kv to i64
  %kvs1.g10.hh64 = sext i32 %h to i64
  %kvs1.g10.rh = mul nsw i64 %kvs1.g10.r64, %kvs1.g10.h64
  %kvs1.g10.rhh = add nsw i64 %kvs1.g10.rh, %kvs1.g10.hh64
  %kvs1.g10.base = mul i64 %kvs1.g10.rhh, 128
  %kvs1.o10 = add i64 %kvs1.g10.base, %st.c1
  %kvs1.kp10 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs1.o10
  %kvs1.kf10 = extractelement <16 x float> %st.dk1, i32 10
  %kvs1.ks10 = fmul float %kvs1.kf10, %scale
  %kvs1.k10 = fptrunc float %kvs1.ks10 to bfloat
  store bfloat %kvs1.k10, ptr addrspace(1) %kvs1.kp10, align 2
  %kvs1.vp10 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs1.o10
  %kvs1.vf10 = extractelement <16 x float> %st.dv1, i32 10
  %kvs1.v10 = fptrunc float %kvs1.vf10 to bfloat
  store bfloat %kvs1.v10, ptr addrspace(1) %kvs1.vp10, align 2
  br label %kvs.1.11

kvs.1.11:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs1.r11 = add i32 %n0, %sr.row1.11
  %kvs1.ok11 = icmp slt i32 %kvs1.r11, %seqlen_k
  br i1 %kvs1.ok11, label %kvs.1.11.w, label %kvs.1.12

kvs.1.11.w:
  %kvs1.t11 = add i32 %kv.tok0, %kvs1.r11
  %kvs1.g11.r64 = sext i32 %kvs1.t11 to i64
  %kvs1.g11.h64 = sext i32 %num_heads_kv to i64
  %kvs1.g11.hh64 = sext i32 %h to i64
  %kvs1.g11.rh = mul nsw i64 %kvs1.g11.r64, %kvs1.g11.h64
  %kvs1.g11.rhh = add nsw i64 %kvs1.g11.rh, %kvs1.g11.hh64
  %kvs1.g11.base = mul i64 %kvs1.g11.rhh, 128
  %kvs1.o11 = add i64 %kvs1.g11.base, %st.c1
  %kvs1.kp11 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs1.o11
  %kvs1.kf11 = extractelement <16 x float> %st.dk1, i32 11
  %kvs1.ks11 = fmul float %kvs1.kf11, %scale
  %kvs1.k11 = fptrunc float %kvs1.ks11 to bfloat
  store bfloat %kvs1.k11, ptr addrspace(1) %kvs1.kp11, align 2
  %kvs1.vp11 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs1.o11
  %kvs1.vf11 = extractelement <16 x float> %st.dv1, i32 11
  %kvs1.v11 = fptrunc float %kvs1.vf11 to bfloat
  store bfloat %kvs1.v11, ptr addrspace(1) %kvs1.vp11, align 2
  br label %kvs.1.12

kvs.1.12:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs1.r12 = add i32 %n0, %sr.row1.12
  %kvs1.ok12 = icmp slt i32 %kvs1.r12, %seqlen_k
  br i1 %kvs1.ok12, label %kvs.1.12.w, label %kvs.1.13

kvs.1.12.w:
  %kvs1.t12 = add i32 %kv.tok0, %kvs1.r12
  %kvs1.g12.r64 = sext i32 %kvs1.t12 to i64
  %kvs1.g12.h64 = sext i32 %num_heads_kv to i64
  %kvs1.g12.hh64 = sext i32 %h to i64
  %kvs1.g12.rh = mul nsw i64 %kvs1.g12.r64, %kvs1.g12.h64
  %kvs1.g12.rhh = add nsw i64 %kvs1.g12.rh, %kvs1.g12.hh64
  %kvs1.g12.base = mul i64 %kvs1.g12.rhh, 128
  %kvs1.o12 = add i64 %kvs1.g12.base, %st.c1
  %kvs1.kp12 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs1.o12
  %kvs1.kf12 = extractelement <16 x float> %st.dk1, i32 12
  %kvs1.ks12 = fmul float %kvs1.kf12, %scale
  %kvs1.k12 = fptrunc float %kvs1.ks12 to bfloat
  store bfloat %kvs1.k12, ptr addrspace(1) %kvs1.kp12, align 2
  %kvs1.vp12 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs1.o12
  %kvs1.vf12 = extractelement <16 x float> %st.dv1, i32 12
  %kvs1.v12 = fptrunc float %kvs1.vf12 to bfloat
  store bfloat %kvs1.v12, ptr addrspace(1) %kvs1.vp12, align 2
  br label %kvs.1.13

kvs.1.13:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs1.r13 = add i32 %n0, %sr.row1.13
  %kvs1.ok13 = icmp slt i32 %kvs1.r13, %seqlen_k
  br i1 %kvs1.ok13, label %kvs.1.13.w, label %kvs.1.14

kvs.1.13.w:
  %kvs1.t13 = add i32 %kv.tok0, %kvs1.r13
  %kvs1.g13.r64 = sext i32 %kvs1.t13 to i64
  %kvs1.g13.h64 = sext i32 %num_heads_kv to i64
  %kvs1.g13.hh64 = sext i32 %h to i64
  %kvs1.g13.rh = mul nsw i64 %kvs1.g13.r64, %kvs1.g13.h64
  %kvs1.g13.rhh = add nsw i64 %kvs1.g13.rh, %kvs1.g13.hh64
  %kvs1.g13.base = mul i64 %kvs1.g13.rhh, 128
  %kvs1.o13 = add i64 %kvs1.g13.base, %st.c1
  %kvs1.kp13 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs1.o13
  %kvs1.kf13 = extractelement <16 x float> %st.dk1, i32 13
  %kvs1.ks13 = fmul float %kvs1.kf13, %scale
  %kvs1.k13 = fptrunc float %kvs1.ks13 to bfloat
  store bfloat %kvs1.k13, ptr addrspace(1) %kvs1.kp13, align 2
  %kvs1.vp13 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs1.o13
  %kvs1.vf13 = extractelement <16 x float> %st.dv1, i32 13
  %kvs1.v13 = fptrunc float %kvs1.vf13 to bfloat
  store bfloat %kvs1.v13, ptr addrspace(1) %kvs1.vp13, align 2
  br label %kvs.1.14

kvs.1.14:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs1.r14 = add i32 %n0, %sr.row1.14
  %kvs1.ok14 = icmp slt i32 %kvs1.r14, %seqlen_k
  br i1 %kvs1.ok14, label %kvs.1.14.w, label %kvs.1.15

kvs.1.14.w:
  %kvs1.t14 = add i32 %kv.tok0, %kvs1.r14
  %kvs1.g14.r64 = sext i32 %kvs1.t14 to i64
  %kvs1.g14.h64 = sext i32 %num_heads_kv to i64
  %kvs1.g14.hh64 = sext i32 %h to i64
  %kvs1.g14.rh = mul nsw i64 %kvs1.g14.r64, %kvs1.g14.h64
  %kvs1.g14.rhh = add nsw i64 %kvs1.g14.rh, %kvs1.g14.hh64
  %kvs1.g14.base = mul i64 %kvs1.g14.rhh, 128
  %kvs1.o14 = add i64 %kvs1.g14.base, %st.c1
  %kvs1.kp14 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs1.o14
  %kvs1.kf14 = extractelement <16 x float> %st.dk1, i32 14
  %kvs1.ks14 = fmul float %kvs1.kf14, %scale
  %kvs1.k14 = fptrunc float %kvs1.ks14 to bfloat
  store bfloat %kvs1.k14, ptr addrspace(1) %kvs1.kp14, align 2
  %kvs1.vp14 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs1.o14
  %kvs1.vf14 = extractelement <16 x float> %st.dv1, i32 14
  %kvs1.v14 = fptrunc float %kvs1.vf14 to bfloat
  store bfloat %kvs1.v14, ptr addrspace(1) %kvs1.vp14, align 2
  br label %kvs.1.15

kvs.1.15:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs1.r15 = add i32 %n0, %sr.row1.15
  %kvs1.ok15 = icmp slt i32 %kvs1.r15, %seqlen_k
  br i1 %kvs1.ok15, label %kvs.1.15.w, label %kvs.2.0

kvs.1.15.w:
  %kvs1.t15 = add i32 %kv.tok0, %kvs1.r15
  %kvs1.g15.r64 = sext i32 %kvs1.t15 to i64
  %kvs1.g15.h64 = sext i32 %num_heads_kv to i64
  %kvs1.g15.hh64 = sext i32 %h to i64
  %kvs1.g15.rh = mul nsw i64 %kvs1.g15.r64, %kvs1.g15.h64
  %kvs1.g15.rhh = add nsw i64 %kvs1.g15.rh, %kvs1.g15.hh64
  %kvs1.g15.base = mul i64 %kvs1.g15.rhh, 128
  %kvs1.o15 = add i64 %kvs1.g15.base, %st.c1
  %kvs1.kp15 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs1.o15
  %kvs1.kf15 = extractelement <16 x float> %st.dk1, i32 15
  %kvs1.ks15 = fmul float %kvs1.kf15, %scale
  %kvs1.k15 = fptrunc float %kvs1.ks15 to bfloat
  store bfloat %kvs1.k15, ptr addrspace(1) %kvs1.kp15, align 2
  %kvs1.vp15 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs1.o15
  %kvs1.vf15 = extractelement <16 x float> %st.dv1, i32 15
  %kvs1.v15 = fptrunc float %kvs1.vf15 to bfloat
  store bfloat %kvs1.v15, ptr addrspace(1) %kvs1.vp15, align 2
  br label %kvs.2.0

kvs.2.0:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs2.r0 = add i32 %n0, %sr.row2.0
  %kvs2.ok0 = icmp slt i32 %kvs2.r0, %seqlen_k
  br i1 %kvs2.ok0, label %kvs.2.0.w, label %kvs.2.1

kvs.2.0.w:
  %kvs2.t0 = add i32 %kv.tok0, %kvs2.r0
  %kvs2.g0.r64 = sext i32 %kvs2.t0 to i64
  %kvs2.g0.h64 = sext i32 %num_heads_kv to i64
  %kvs2.g0.hh64 = sext i32 %h to i64
  %kvs2.g0.rh = mul nsw i64 %kvs2.g0.r64, %kvs2.g0.h64
  %kvs2.g0.rhh = add nsw i64 %kvs2.g0.rh, %kvs2.g0.hh64
  %kvs2.g0.base = mul i64 %kvs2.g0.rhh, 128
  %kvs2.o0 = add i64 %kvs2.g0.base, %st.c2
  %kvs2.kp0 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs2.o0
  %kvs2.kf0 = extractelement <16 x float> %st.dk2, i32 0
  %kvs2.ks0 = fmul float %kvs2.kf0, %scale
  %kvs2.k0 = fptrunc float %kvs2.ks0 to bfloat
  store bfloat %kvs2.k0, ptr addrspace(1) %kvs2.kp0, align 2
  %kvs2.vp0 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs2.o0
  %kvs2.vf0 = extractelement <16 x float> %st.dv2, i32 0
  %kvs2.v0 = fptrunc float %kvs2.vf0 to bfloat
  store bfloat %kvs2.v0, ptr addrspace(1) %kvs2.vp0, align 2
  br label %kvs.2.1

kvs.2.1:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs2.r1 = add i32 %n0, %sr.row2.1
  %kvs2.ok1 = icmp slt i32 %kvs2.r1, %seqlen_k
  br i1 %kvs2.ok1, label %kvs.2.1.w, label %kvs.2.2

kvs.2.1.w:
  %kvs2.t1 = add i32 %kv.tok0, %kvs2.r1
  %kvs2.g1.r64 = sext i32 %kvs2.t1 to i64
  %kvs2.g1.h64 = sext i32 %num_heads_kv to i64
  %kvs2.g1.hh64 = sext i32 %h to i64
  %kvs2.g1.rh = mul nsw i64 %kvs2.g1.r64, %kvs2.g1.h64
  %kvs2.g1.rhh = add nsw i64 %kvs2.g1.rh, %kvs2.g1.hh64
  %kvs2.g1.base = mul i64 %kvs2.g1.rhh, 128
  %kvs2.o1 = add i64 %kvs2.g1.base, %st.c2
  %kvs2.kp1 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs2.o1
  %kvs2.kf1 = extractelement <16 x float> %st.dk2, i32 1
  %kvs2.ks1 = fmul float %kvs2.kf1, %scale
  %kvs2.k1 = fptrunc float %kvs2.ks1 to bfloat
  store bfloat %kvs2.k1, ptr addrspace(1) %kvs2.kp1, align 2
  %kvs2.vp1 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs2.o1
  %kvs2.vf1 = extractelement <16 x float> %st.dv2, i32 1
  %kvs2.v1 = fptrunc float %kvs2.vf1 to bfloat
  store bfloat %kvs2.v1, ptr addrspace(1) %kvs2.vp1, align 2
  br label %kvs.2.2

kvs.2.2:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs2.r2 = add i32 %n0, %sr.row2.2
  %kvs2.ok2 = icmp slt i32 %kvs2.r2, %seqlen_k
  br i1 %kvs2.ok2, label %kvs.2.2.w, label %kvs.2.3

kvs.2.2.w:
  %kvs2.t2 = add i32 %kv.tok0, %kvs2.r2
  %kvs2.g2.r64 = sext i32 %kvs2.t2 to i64
  %kvs2.g2.h64 = sext i32 %num_heads_kv to i64
  %kvs2.g2.hh64 = sext i32 %h to i64
  %kvs2.g2.rh = mul nsw i64 %kvs2.g2.r64, %kvs2.g2.h64
  %kvs2.g2.rhh = add nsw i64 %kvs2.g2.rh, %kvs2.g2.hh64
  %kvs2.g2.base = mul i64 %kvs2.g2.rhh, 128
  %kvs2.o2 = add i64 %kvs2.g2.base, %st.c2
  %kvs2.kp2 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs2.o2
  %kvs2.kf2 = extractelement <16 x float> %st.dk2, i32 2
  %kvs2.ks2 = fmul float %kvs2.kf2, %scale
  %kvs2.k2 = fptrunc float %kvs2.ks2 to bfloat
  store bfloat %kvs2.k2, ptr addrspace(1) %kvs2.kp2, align 2
  %kvs2.vp2 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs2.o2
  %kvs2.vf2 = extractelement <16 x float> %st.dv2, i32 2
  %kvs2.v2 = fptrunc float %kvs2.vf2 to bfloat
  store bfloat %kvs2.v2, ptr addrspace(1) %kvs2.vp2, align 2
  br label %kvs.2.3

kvs.2.3:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs2.r3 = add i32 %n0, %sr.row2.3
  %kvs2.ok3 = icmp slt i32 %kvs2.r3, %seqlen_k
  br i1 %kvs2.ok3, label %kvs.2.3.w, label %kvs.2.4

kvs.2.3.w:
  %kvs2.t3 = add i32 %kv.tok0, %kvs2.r3
  %kvs2.g3.r64 = sext i32 %kvs2.t3 to i64
  %kvs2.g3.h64 = sext i32 %num_heads_kv to i64
  %kvs2.g3.hh64 = sext i32 %h to i64
  %kvs2.g3.rh = mul nsw i64 %kvs2.g3.r64, %kvs2.g3.h64
  %kvs2.g3.rhh = add nsw i64 %kvs2.g3.rh, %kvs2.g3.hh64
  %kvs2.g3.base = mul i64 %kvs2.g3.rhh, 128
  %kvs2.o3 = add i64 %kvs2.g3.base, %st.c2
  %kvs2.kp3 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs2.o3
  %kvs2.kf3 = extractelement <16 x float> %st.dk2, i32 3
  %kvs2.ks3 = fmul float %kvs2.kf3, %scale
  %kvs2.k3 = fptrunc float %kvs2.ks3 to bfloat
  store bfloat %kvs2.k3, ptr addrspace(1) %kvs2.kp3, align 2
  %kvs2.vp3 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs2.o3
  %kvs2.vf3 = extractelement <16 x float> %st.dv2, i32 3
  %kvs2.v3 = fptrunc float %kvs2.vf3 to bfloat
  store bfloat %kvs2.v3, ptr addrspace(1) %kvs2.vp3, align 2
  br label %kvs.2.4

kvs.2.4:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs2.r4 = add i32 %n0, %sr.row2.4
  %kvs2.ok4 = icmp slt i32 %kvs2.r4, %seqlen_k
  br i1 %kvs2.ok4, label %kvs.2.4.w, label %kvs.2.5

kvs.2.4.w:
  %kvs2.t4 = add i32 %kv.tok0, %kvs2.r4
  %kvs2.g4.r64 = sext i32 %kvs2.t4 to i64
  %kvs2.g4.h64 = sext i32 %num_heads_kv to i64
  %kvs2.g4.hh64 = sext i32 %h to i64
  %kvs2.g4.rh = mul nsw i64 %kvs2.g4.r64, %kvs2.g4.h64
  %kvs2.g4.rhh = add nsw i64 %kvs2.g4.rh, %kvs2.g4.hh64
  %kvs2.g4.base = mul i64 %kvs2.g4.rhh, 128
  %kvs2.o4 = add i64 %kvs2.g4.base, %st.c2
  %kvs2.kp4 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs2.o4
  %kvs2.kf4 = extractelement <16 x float> %st.dk2, i32 4
  %kvs2.ks4 = fmul float %kvs2.kf4, %scale
  %kvs2.k4 = fptrunc float %kvs2.ks4 to bfloat
  store bfloat %kvs2.k4, ptr addrspace(1) %kvs2.kp4, align 2
  %kvs2.vp4 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs2.o4
  %kvs2.vf4 = extractelement <16 x float> %st.dv2, i32 4
  %kvs2.v4 = fptrunc float %kvs2.vf4 to bfloat
  store bfloat %kvs2.v4, ptr addrspace(1) %kvs2.vp4, align 2
  br label %kvs.2.5

kvs.2.5:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs2.r5 = add i32 %n0, %sr.row2.5
  %kvs2.ok5 = icmp slt i32 %kvs2.r5, %seqlen_k
  br i1 %kvs2.ok5, label %kvs.2.5.w, label %kvs.2.6

kvs.2.5.w:
  %kvs2.t5 = add i32 %kv.tok0, %kvs2.r5
  %kvs2.g5.r64 = sext i32 %kvs2.t5 to i64
  %kvs2.g5.h64 = sext i32 %num_heads_kv to i64
  %kvs2.g5.hh64 = sext i32 %h to i64
  %kvs2.g5.rh = mul nsw i64 %kvs2.g5.r64, %kvs2.g5.h64
  %kvs2.g5.rhh = add nsw i64 %kvs2.g5.rh, %kvs2.g5.hh64
  %kvs2.g5.base = mul i64 %kvs2.g5.rhh, 128
  %kvs2.o5 = add i64 %kvs2.g5.base, %st.c2
  %kvs2.kp5 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs2.o5
  %kvs2.kf5 = extractelement <16 x float> %st.dk2, i32 5
  %kvs2.ks5 = fmul float %kvs2.kf5, %scale
  %kvs2.k5 = fptrunc float %kvs2.ks5 to bfloat
  store bfloat %kvs2.k5, ptr addrspace(1) %kvs2.kp5, align 2
  %kvs2.vp5 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs2.o5
  %kvs2.vf5 = extractelement <16 x float> %st.dv2, i32 5
  %kvs2.v5 = fptrunc float %kvs2.vf5 to bfloat
  store bfloat %kvs2.v5, ptr addrspace(1) %kvs2.vp5, align 2
  br label %kvs.2.6

kvs.2.6:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs2.r6 = add i32 %n0, %sr.row2.6
  %kvs2.ok6 = icmp slt i32 %kvs2.r6, %seqlen_k
  br i1 %kvs2.ok6, label %kvs.2.6.w, label %kvs.2.7

kvs.2.6.w:
  %kvs2.t6 = add i32 %kv.tok0, %kvs2.r6
  %kvs2.g6.r64 = sext i32 %kvs2.t6 to i64
  %kvs2.g6.h64 = sext i32 %num_heads_kv to i64
  %kvs2.g6.hh64 = sext i32 %h to i64
  %kvs2.g6.rh = mul nsw i64 %kvs2.g6.r64, %kvs2.g6.h64
  %kvs2.g6.rhh = add nsw i64 %kvs2.g6.rh, %kvs2.g6.hh64
  %kvs2.g6.base = mul i64 %kvs2.g6.rhh, 128
  %kvs2.o6 = add i64 %kvs2.g6.base, %st.c2
  %kvs2.kp6 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs2.o6
  %kvs2.kf6 = extractelement <16 x float> %st.dk2, i32 6
  %kvs2.ks6 = fmul float %kvs2.kf6, %scale
  %kvs2.k6 = fptrunc float %kvs2.ks6 to bfloat
  store bfloat %kvs2.k6, ptr addrspace(1) %kvs2.kp6, align 2
  %kvs2.vp6 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs2.o6
  %kvs2.vf6 = extractelement <16 x float> %st.dv2, i32 6
  %kvs2.v6 = fptrunc float %kvs2.vf6 to bfloat
  store bfloat %kvs2.v6, ptr addrspace(1) %kvs2.vp6, align 2
  br label %kvs.2.7

kvs.2.7:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs2.r7 = add i32 %n0, %sr.row2.7
  %kvs2.ok7 = icmp slt i32 %kvs2.r7, %seqlen_k
  br i1 %kvs2.ok7, label %kvs.2.7.w, label %kvs.2.8

kvs.2.7.w:
  %kvs2.t7 = add i32 %kv.tok0, %kvs2.r7
  %kvs2.g7.r64 = sext i32 %kvs2.t7 to i64
  %kvs2.g7.h64 = sext i32 %num_heads_kv to i64
  %kvs2.g7.hh64 = sext i32 %h to i64
  %kvs2.g7.rh = mul nsw i64 %kvs2.g7.r64, %kvs2.g7.h64
  %kvs2.g7.rhh = add nsw i64 %kvs2.g7.rh, %kvs2.g7.hh64
  %kvs2.g7.base = mul i64 %kvs2.g7.rhh, 128
  %kvs2.o7 = add i64 %kvs2.g7.base, %st.c2
  %kvs2.kp7 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs2.o7
  %kvs2.kf7 = extractelement <16 x float> %st.dk2, i32 7
  %kvs2.ks7 = fmul float %kvs2.kf7, %scale
  %kvs2.k7 = fptrunc float %kvs2.ks7 to bfloat
  store bfloat %kvs2.k7, ptr addrspace(1) %kvs2.kp7, align 2
  %kvs2.vp7 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs2.o7
  %kvs2.vf7 = extractelement <16 x float> %st.dv2, i32 7
  %kvs2.v7 = fptrunc float %kvs2.vf7 to bfloat
  store bfloat %kvs2.v7, ptr addrspace(1) %kvs2.vp7, align 2
  br label %kvs.2.8

kvs.2.8:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs2.r8 = add i32 %n0, %sr.row2.8
  %kvs2.ok8 = icmp slt i32 %kvs2.r8, %seqlen_k
  br i1 %kvs2.ok8, label %kvs.2.8.w, label %kvs.2.9

kvs.2.8.w:
  %kvs2.t8 = add i32 %kv.tok0, %kvs2.r8
  %kvs2.g8.r64 = sext i32 %kvs2.t8 to i64
  %kvs2.g8.h64 = sext i32 %num_heads_kv to i64
  %kvs2.g8.hh64 = sext i32 %h to i64
  %kvs2.g8.rh = mul nsw i64 %kvs2.g8.r64, %kvs2.g8.h64
  %kvs2.g8.rhh = add nsw i64 %kvs2.g8.rh, %kvs2.g8.hh64
  %kvs2.g8.base = mul i64 %kvs2.g8.rhh, 128
  %kvs2.o8 = add i64 %kvs2.g8.base, %st.c2
  %kvs2.kp8 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs2.o8
  %kvs2.kf8 = extractelement <16 x float> %st.dk2, i32 8
  %kvs2.ks8 = fmul float %kvs2.kf8, %scale
  %kvs2.k8 = fptrunc float %kvs2.ks8 to bfloat
  store bfloat %kvs2.k8, ptr addrspace(1) %kvs2.kp8, align 2
  %kvs2.vp8 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs2.o8
  %kvs2.vf8 = extractelement <16 x float> %st.dv2, i32 8
  %kvs2.v8 = fptrunc float %kvs2.vf8 to bfloat
  store bfloat %kvs2.v8, ptr addrspace(1) %kvs2.vp8, align 2
  br label %kvs.2.9

kvs.2.9:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs2.r9 = add i32 %n0, %sr.row2.9
  %kvs2.ok9 = icmp slt i32 %kvs2.r9, %seqlen_k
  br i1 %kvs2.ok9, label %kvs.2.9.w, label %kvs.2.10

kvs.2.9.w:
  %kvs2.t9 = add i32 %kv.tok0, %kvs2.r9
  %kvs2.g9.r64 = sext i32 %kvs2.t9 to i64
  %kvs2.g9.h64 = sext i32 %num_heads_kv to i64
  %kvs2.g9.hh64 = sext i32 %h to i64
  %kvs2.g9.rh = mul nsw i64 %kvs2.g9.r64, %kvs2.g9.h64
  %kvs2.g9.rhh = add nsw i64 %kvs2.g9.rh, %kvs2.g9.hh64
  %kvs2.g9.base = mul i64 %kvs2.g9.rhh, 128
  %kvs2.o9 = add i64 %kvs2.g9.base, %st.c2
  %kvs2.kp9 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs2.o9
  %kvs2.kf9 = extractelement <16 x float> %st.dk2, i32 9
  %kvs2.ks9 = fmul float %kvs2.kf9, %scale
  %kvs2.k9 = fptrunc float %kvs2.ks9 to bfloat
  store bfloat %kvs2.k9, ptr addrspace(1) %kvs2.kp9, align 2
  %kvs2.vp9 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs2.o9
  %kvs2.vf9 = extractelement <16 x float> %st.dv2, i32 9
  %kvs2.v9 = fptrunc float %kvs2.vf9 to bfloat
  store bfloat %kvs2.v9, ptr addrspace(1) %kvs2.vp9, align 2
  br label %kvs.2.10

kvs.2.10:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs2.r10 = add i32 %n0, %sr.row2.10
  %kvs2.ok10 = icmp slt i32 %kvs2.r10, %seqlen_k
  br i1 %kvs2.ok10, label %kvs.2.10.w, label %kvs.2.11

kvs.2.10.w:
  %kvs2.t10 = add i32 %kv.tok0, %kvs2.r10
  %kvs2.g10.r64 = sext i32 %kvs2.t10 to i64
  %kvs2.g10.h64 = sext i32 %num_heads_kv to i64
  %kvs2.g10.hh64 = sext i32 %h to i64
  %kvs2.g10.rh = mul nsw i64 %kvs2.g10.r64, %kvs2.g10.h64
  %kvs2.g10.rhh = add nsw i64 %kvs2.g10.rh, %kvs2.g10.hh64
  %kvs2.g10.base = mul i64 %kvs2.g10.rhh, 128
  %kvs2.o10 = add i64 %kvs2.g10.base, %st.c2
  %kvs2.kp10 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs2.o10
  %kvs2.kf10 = extractelement <16 x float> %st.dk2, i32 10
  %kvs2.ks10 = fmul float %kvs2.kf10, %scale
  %kvs2.k10 = fptrunc float %kvs2.ks10 to bfloat
  store bfloat %kvs2.k10, ptr addrspace(1) %kvs2.kp10, align 2
  %kvs2.vp10 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs2.o10
  %kvs2.vf10 = extractelement <16 x float> %st.dv2, i32 10
  %kvs2.v10 = fptrunc float %kvs2.vf10 to bfloat
  store bfloat %kvs2.v10, ptr addrspace(1) %kvs2.vp10, align 2
  br label %kvs.2.11

kvs.2.11:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs2.r11 = add i32 %n0, %sr.row2.11
  %kvs2.ok11 = icmp slt i32 %kvs2.r11, %seqlen_k
  br i1 %kvs2.ok11, label %kvs.2.11.w, label %kvs.2.12

kvs.2.11.w:
  %kvs2.t11 = add i32 %kv.tok0, %kvs2.r11
  %kvs2.g11.r64 = sext i32 %kvs2.t11 to i64
  %kvs2.g11.h64 = sext i32 %num_heads_kv to i64
  %kvs2.g11.hh64 = sext i32 %h to i64
  %kvs2.g11.rh = mul nsw i64 %kvs2.g11.r64, %kvs2.g11.h64
  %kvs2.g11.rhh = add nsw i64 %kvs2.g11.rh, %kvs2.g11.hh64
  %kvs2.g11.base = mul i64 %kvs2.g11.rhh, 128
  %kvs2.o11 = add i64 %kvs2.g11.base, %st.c2
  %kvs2.kp11 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs2.o11
  %kvs2.kf11 = extractelement <16 x float> %st.dk2, i32 11
  %kvs2.ks11 = fmul float %kvs2.kf11, %scale
  %kvs2.k11 = fptrunc float %kvs2.ks11 to bfloat
  store bfloat %kvs2.k11, ptr addrspace(1) %kvs2.kp11, align 2
  %kvs2.vp11 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs2.o11
  %kvs2.vf11 = extractelement <16 x float> %st.dv2, i32 11
  %kvs2.v11 = fptrunc float %kvs2.vf11 to bfloat
  store bfloat %kvs2.v11, ptr addrspace(1) %kvs2.vp11, align 2
  br label %kvs.2.12

kvs.2.12:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs2.r12 = add i32 %n0, %sr.row2.12
  %kvs2.ok12 = icmp slt i32 %kvs2.r12, %seqlen_k
  br i1 %kvs2.ok12, label %kvs.2.12.w, label %kvs.2.13

kvs.2.12.w:
  %kvs2.t12 = add i32 %kv.tok0, %kvs2.r12
  %kvs2.g12.r64 = sext i32 %kvs2.t12 to i64
  %kvs2.g12.h64 = sext i32 %num_heads_kv to i64
  %kvs2.g12.hh64 = sext i32 %h to i64
  %kvs2.g12.rh = mul nsw i64 %kvs2.g12.r64, %kvs2.g12.h64
  %kvs2.g12.rhh = add nsw i64 %kvs2.g12.rh, %kvs2.g12.hh64
  %kvs2.g12.base = mul i64 %kvs2.g12.rhh, 128
  %kvs2.o12 = add i64 %kvs2.g12.base, %st.c2
  %kvs2.kp12 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs2.o12
  %kvs2.kf12 = extractelement <16 x float> %st.dk2, i32 12
  %kvs2.ks12 = fmul float %kvs2.kf12, %scale
  %kvs2.k12 = fptrunc float %kvs2.ks12 to bfloat
  store bfloat %kvs2.k12, ptr addrspace(1) %kvs2.kp12, align 2
  %kvs2.vp12 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs2.o12
  %kvs2.vf12 = extractelement <16 x float> %st.dv2, i32 12
  %kvs2.v12 = fptrunc float %kvs2.vf12 to bfloat
  store bfloat %kvs2.v12, ptr addrspace(1) %kvs2.vp12, align 2
  br label %kvs.2.13

kvs.2.13:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs2.r13 = add i32 %n0, %sr.row2.13
  %kvs2.ok13 = icmp slt i32 %kvs2.r13, %seqlen_k
  br i1 %kvs2.ok13, label %kvs.2.13.w, label %kvs.2.14

kvs.2.13.w:
  %kvs2.t13 = add i32 %kv.tok0, %kvs2.r13
  %kvs2.g13.r64 = sext i32 %kvs2.t13 to i64
  %kvs2.g13.h64 = sext i32 %num_heads_kv to i64
  %kvs2.g13.hh64 = sext i32 %h to i64
  %kvs2.g13.rh = mul nsw i64 %kvs2.g13.r64, %kvs2.g13.h64
  %kvs2.g13.rhh = add nsw i64 %kvs2.g13.rh, %kvs2.g13.hh64
  %kvs2.g13.base = mul i64 %kvs2.g13.rhh, 128
  %kvs2.o13 = add i64 %kvs2.g13.base, %st.c2
  %kvs2.kp13 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs2.o13
  %kvs2.kf13 = extractelement <16 x float> %st.dk2, i32 13
  %kvs2.ks13 = fmul float %kvs2.kf13, %scale
  %kvs2.k13 = fptrunc float %kvs2.ks13 to bfloat
  store bfloat %kvs2.k13, ptr addrspace(1) %kvs2.kp13, align 2
  %kvs2.vp13 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs2.o13
  %kvs2.vf13 = extractelement <16 x float> %st.dv2, i32 13
  %kvs2.v13 = fptrunc float %kvs2.vf13 to bfloat
  store bfloat %kvs2.v13, ptr addrspace(1) %kvs2.vp13, align 2
  br label %kvs.2.14

kvs.2.14:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs2.r14 = add i32 %n0, %sr.row2.14
  %kvs2.ok14 = icmp slt i32 %kvs2.r14, %seqlen_k
  br i1 %kvs2.ok14, label %kvs.2.14.w, label %kvs.2.15

kvs.2.14.w:
  %kvs2.t14 = add i32 %kv.tok0, %kvs2.r14
  %kvs2.g14.r64 = sext i32 %kvs2.t14 to i64
  %kvs2.g14.h64 = sext i32 %num_heads_kv to i64
  %kvs2.g14.hh64 = sext i32 %h to i64
  %kvs2.g14.rh = mul nsw i64 %kvs2.g14.r64, %kvs2.g14.h64
  %kvs2.g14.rhh = add nsw i64 %kvs2.g14.rh, %kvs2.g14.hh64
  %kvs2.g14.base = mul i64 %kvs2.g14.rhh, 128
  %kvs2.o14 = add i64 %kvs2.g14.base, %st.c2
  %kvs2.kp14 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs2.o14
  %kvs2.kf14 = extractelement <16 x float> %st.dk2, i32 14
  %kvs2.ks14 = fmul float %kvs2.kf14, %scale
  %kvs2.k14 = fptrunc float %kvs2.ks14 to bfloat
  store bfloat %kvs2.k14, ptr addrspace(1) %kvs2.kp14, align 2
  %kvs2.vp14 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs2.o14
  %kvs2.vf14 = extractelement <16 x float> %st.dv2, i32 14
  %kvs2.v14 = fptrunc float %kvs2.vf14 to bfloat
  store bfloat %kvs2.v14, ptr addrspace(1) %kvs2.vp14, align 2
  br label %kvs.2.15

kvs.2.15:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs2.r15 = add i32 %n0, %sr.row2.15
  %kvs2.ok15 = icmp slt i32 %kvs2.r15, %seqlen_k
  br i1 %kvs2.ok15, label %kvs.2.15.w, label %kvs.3.0

kvs.2.15.w:
  %kvs2.t15 = add i32 %kv.tok0, %kvs2.r15
  %kvs2.g15.r64 = sext i32 %kvs2.t15 to i64
  %kvs2.g15.h64 = sext i32 %num_heads_kv to i64
  %kvs2.g15.hh64 = sext i32 %h to i64
  %kvs2.g15.rh = mul nsw i64 %kvs2.g15.r64, %kvs2.g15.h64
  %kvs2.g15.rhh = add nsw i64 %kvs2.g15.rh, %kvs2.g15.hh64
  %kvs2.g15.base = mul i64 %kvs2.g15.rhh, 128
  %kvs2.o15 = add i64 %kvs2.g15.base, %st.c2
  %kvs2.kp15 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs2.o15
  %kvs2.kf15 = extractelement <16 x float> %st.dk2, i32 15
  %kvs2.ks15 = fmul float %kvs2.kf15, %scale
  %kvs2.k15 = fptrunc float %kvs2.ks15 to bfloat
  store bfloat %kvs2.k15, ptr addrspace(1) %kvs2.kp15, align 2
  %kvs2.vp15 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs2.o15
  %kvs2.vf15 = extractelement <16 x float> %st.dv2, i32 15
  %kvs2.v15 = fptrunc float %kvs2.vf15 to bfloat
  store bfloat %kvs2.v15, ptr addrspace(1) %kvs2.vp15, align 2
  br label %kvs.3.0

kvs.3.0:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs3.r0 = add i32 %n0, %sr.row3.0
  %kvs3.ok0 = icmp slt i32 %kvs3.r0, %seqlen_k
  br i1 %kvs3.ok0, label %kvs.3.0.w, label %kvs.3.1

kvs.3.0.w:
  %kvs3.t0 = add i32 %kv.tok0, %kvs3.r0
  %kvs3.g0.r64 = sext i32 %kvs3.t0 to i64
  %kvs3.g0.h64 = sext i32 %num_heads_kv to i64
  %kvs3.g0.hh64 = sext i32 %h to i64
  %kvs3.g0.rh = mul nsw i64 %kvs3.g0.r64, %kvs3.g0.h64
  %kvs3.g0.rhh = add nsw i64 %kvs3.g0.rh, %kvs3.g0.hh64
  %kvs3.g0.base = mul i64 %kvs3.g0.rhh, 128
  %kvs3.o0 = add i64 %kvs3.g0.base, %st.c3
  %kvs3.kp0 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs3.o0
  %kvs3.kf0 = extractelement <16 x float> %st.dk3, i32 0
  %kvs3.ks0 = fmul float %kvs3.kf0, %scale
  %kvs3.k0 = fptrunc float %kvs3.ks0 to bfloat
  store bfloat %kvs3.k0, ptr addrspace(1) %kvs3.kp0, align 2
  %kvs3.vp0 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs3.o0
  %kvs3.vf0 = extractelement <16 x float> %st.dv3, i32 0
  %kvs3.v0 = fptrunc float %kvs3.vf0 to bfloat
  store bfloat %kvs3.v0, ptr addrspace(1) %kvs3.vp0, align 2
  br label %kvs.3.1

kvs.3.1:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs3.r1 = add i32 %n0, %sr.row3.1
  %kvs3.ok1 = icmp slt i32 %kvs3.r1, %seqlen_k
  br i1 %kvs3.ok1, label %kvs.3.1.w, label %kvs.3.2

kvs.3.1.w:
  %kvs3.t1 = add i32 %kv.tok0, %kvs3.r1
  %kvs3.g1.r64 = sext i32 %kvs3.t1 to i64
  %kvs3.g1.h64 = sext i32 %num_heads_kv to i64
  %kvs3.g1.hh64 = sext i32 %h to i64
  %kvs3.g1.rh = mul nsw i64 %kvs3.g1.r64, %kvs3.g1.h64
  %kvs3.g1.rhh = add nsw i64 %kvs3.g1.rh, %kvs3.g1.hh64
  %kvs3.g1.base = mul i64 %kvs3.g1.rhh, 128
  %kvs3.o1 = add i64 %kvs3.g1.base, %st.c3
  %kvs3.kp1 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs3.o1
  %kvs3.kf1 = extractelement <16 x float> %st.dk3, i32 1
  %kvs3.ks1 = fmul float %kvs3.kf1, %scale
  %kvs3.k1 = fptrunc float %kvs3.ks1 to bfloat
  store bfloat %kvs3.k1, ptr addrspace(1) %kvs3.kp1, align 2
  %kvs3.vp1 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs3.o1
  %kvs3.vf1 = extractelement <16 x float> %st.dv3, i32 1
  %kvs3.v1 = fptrunc float %kvs3.vf1 to bfloat
  store bfloat %kvs3.v1, ptr addrspace(1) %kvs3.vp1, align 2
  br label %kvs.3.2

kvs.3.2:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs3.r2 = add i32 %n0, %sr.row3.2
  %kvs3.ok2 = icmp slt i32 %kvs3.r2, %seqlen_k
  br i1 %kvs3.ok2, label %kvs.3.2.w, label %kvs.3.3

kvs.3.2.w:
  %kvs3.t2 = add i32 %kv.tok0, %kvs3.r2
  %kvs3.g2.r64 = sext i32 %kvs3.t2 to i64
  %kvs3.g2.h64 = sext i32 %num_heads_kv to i64
  %kvs3.g2.hh64 = sext i32 %h to i64
  %kvs3.g2.rh = mul nsw i64 %kvs3.g2.r64, %kvs3.g2.h64
  %kvs3.g2.rhh = add nsw i64 %kvs3.g2.rh, %kvs3.g2.hh64
  %kvs3.g2.base = mul i64 %kvs3.g2.rhh, 128
  %kvs3.o2 = add i64 %kvs3.g2.base, %st.c3
  %kvs3.kp2 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs3.o2
  %kvs3.kf2 = extractelement <16 x float> %st.dk3, i32 2
  %kvs3.ks2 = fmul float %kvs3.kf2, %scale
  %kvs3.k2 = fptrunc float %kvs3.ks2 to bfloat
  store bfloat %kvs3.k2, ptr addrspace(1) %kvs3.kp2, align 2
  %kvs3.vp2 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs3.o2
  %kvs3.vf2 = extractelement <16 x float> %st.dv3, i32 2
  %kvs3.v2 = fptrunc float %kvs3.vf2 to bfloat
  store bfloat %kvs3.v2, ptr addrspace(1) %kvs3.vp2, align 2
  br label %kvs.3.3

kvs.3.3:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs3.r3 = add i32 %n0, %sr.row3.3
  %kvs3.ok3 = icmp slt i32 %kvs3.r3, %seqlen_k
  br i1 %kvs3.ok3, label %kvs.3.3.w, label %kvs.3.4

kvs.3.3.w:
  %kvs3.t3 = add i32 %kv.tok0, %kvs3.r3
  %kvs3.g3.r64 = sext i32 %kvs3.t3 to i64
  %kvs3.g3.h64 = sext i32 %num_heads_kv to i64
  %kvs3.g3.hh64 = sext i32 %h to i64
  %kvs3.g3.rh = mul nsw i64 %kvs3.g3.r64, %kvs3.g3.h64
  %kvs3.g3.rhh = add nsw i64 %kvs3.g3.rh, %kvs3.g3.hh64
  %kvs3.g3.base = mul i64 %kvs3.g3.rhh, 128
  %kvs3.o3 = add i64 %kvs3.g3.base, %st.c3
  %kvs3.kp3 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs3.o3
  %kvs3.kf3 = extractelement <16 x float> %st.dk3, i32 3
  %kvs3.ks3 = fmul float %kvs3.kf3, %scale
  %kvs3.k3 = fptrunc float %kvs3.ks3 to bfloat
  store bfloat %kvs3.k3, ptr addrspace(1) %kvs3.kp3, align 2
  %kvs3.vp3 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs3.o3
  %kvs3.vf3 = extractelement <16 x float> %st.dv3, i32 3
  %kvs3.v3 = fptrunc float %kvs3.vf3 to bfloat
  store bfloat %kvs3.v3, ptr addrspace(1) %kvs3.vp3, align 2
  br label %kvs.3.4

kvs.3.4:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs3.r4 = add i32 %n0, %sr.row3.4
  %kvs3.ok4 = icmp slt i32 %kvs3.r4, %seqlen_k
  br i1 %kvs3.ok4, label %kvs.3.4.w, label %kvs.3.5

kvs.3.4.w:
  %kvs3.t4 = add i32 %kv.tok0, %kvs3.r4
  %kvs3.g4.r64 = sext i32 %kvs3.t4 to i64
  %kvs3.g4.h64 = sext i32 %num_heads_kv to i64
  %kvs3.g4.hh64 = sext i32 %h to i64
  %kvs3.g4.rh = mul nsw i64 %kvs3.g4.r64, %kvs3.g4.h64
  %kvs3.g4.rhh = add nsw i64 %kvs3.g4.rh, %kvs3.g4.hh64
  %kvs3.g4.base = mul i64 %kvs3.g4.rhh, 128
  %kvs3.o4 = add i64 %kvs3.g4.base, %st.c3
  %kvs3.kp4 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs3.o4
  %kvs3.kf4 = extractelement <16 x float> %st.dk3, i32 4
  %kvs3.ks4 = fmul float %kvs3.kf4, %scale
  %kvs3.k4 = fptrunc float %kvs3.ks4 to bfloat
  store bfloat %kvs3.k4, ptr addrspace(1) %kvs3.kp4, align 2
  %kvs3.vp4 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs3.o4
  %kvs3.vf4 = extractelement <16 x float> %st.dv3, i32 4
  %kvs3.v4 = fptrunc float %kvs3.vf4 to bfloat
  store bfloat %kvs3.v4, ptr addrspace(1) %kvs3.vp4, align 2
  br label %kvs.3.5

kvs.3.5:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs3.r5 = add i32 %n0, %sr.row3.5
  %kvs3.ok5 = icmp slt i32 %kvs3.r5, %seqlen_k
  br i1 %kvs3.ok5, label %kvs.3.5.w, label %kvs.3.6

kvs.3.5.w:
  %kvs3.t5 = add i32 %kv.tok0, %kvs3.r5
  %kvs3.g5.r64 = sext i32 %kvs3.t5 to i64
  %kvs3.g5.h64 = sext i32 %num_heads_kv to i64
  %kvs3.g5.hh64 = sext i32 %h to i64
  %kvs3.g5.rh = mul nsw i64 %kvs3.g5.r64, %kvs3.g5.h64
  %kvs3.g5.rhh = add nsw i64 %kvs3.g5.rh, %kvs3.g5.hh64
  %kvs3.g5.base = mul i64 %kvs3.g5.rhh, 128
  %kvs3.o5 = add i64 %kvs3.g5.base, %st.c3
  %kvs3.kp5 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs3.o5
  %kvs3.kf5 = extractelement <16 x float> %st.dk3, i32 5
  %kvs3.ks5 = fmul float %kvs3.kf5, %scale
  %kvs3.k5 = fptrunc float %kvs3.ks5 to bfloat
  store bfloat %kvs3.k5, ptr addrspace(1) %kvs3.kp5, align 2
  %kvs3.vp5 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs3.o5
  %kvs3.vf5 = extractelement <16 x float> %st.dv3, i32 5
  %kvs3.v5 = fptrunc float %kvs3.vf5 to bfloat
  store bfloat %kvs3.v5, ptr addrspace(1) %kvs3.vp5, align 2
  br label %kvs.3.6

kvs.3.6:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs3.r6 = add i32 %n0, %sr.row3.6
  %kvs3.ok6 = icmp slt i32 %kvs3.r6, %seqlen_k
  br i1 %kvs3.ok6, label %kvs.3.6.w, label %kvs.3.7

kvs.3.6.w:
  %kvs3.t6 = add i32 %kv.tok0, %kvs3.r6
  %kvs3.g6.r64 = sext i32 %kvs3.t6 to i64
  %kvs3.g6.h64 = sext i32 %num_heads_kv to i64
  %kvs3.g6.hh64 = sext i32 %h to i64
  %kvs3.g6.rh = mul nsw i64 %kvs3.g6.r64, %kvs3.g6.h64
  %kvs3.g6.rhh = add nsw i64 %kvs3.g6.rh, %kvs3.g6.hh64
  %kvs3.g6.base = mul i64 %kvs3.g6.rhh, 128
  %kvs3.o6 = add i64 %kvs3.g6.base, %st.c3
  %kvs3.kp6 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs3.o6
  %kvs3.kf6 = extractelement <16 x float> %st.dk3, i32 6
  %kvs3.ks6 = fmul float %kvs3.kf6, %scale
  %kvs3.k6 = fptrunc float %kvs3.ks6 to bfloat
  store bfloat %kvs3.k6, ptr addrspace(1) %kvs3.kp6, align 2
  %kvs3.vp6 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs3.o6
  %kvs3.vf6 = extractelement <16 x float> %st.dv3, i32 6
  %kvs3.v6 = fptrunc float %kvs3.vf6 to bfloat
  store bfloat %kvs3.v6, ptr addrspace(1) %kvs3.vp6, align 2
  br label %kvs.3.7

kvs.3.7:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs3.r7 = add i32 %n0, %sr.row3.7
  %kvs3.ok7 = icmp slt i32 %kvs3.r7, %seqlen_k
  br i1 %kvs3.ok7, label %kvs.3.7.w, label %kvs.3.8

kvs.3.7.w:
  %kvs3.t7 = add i32 %kv.tok0, %kvs3.r7
  %kvs3.g7.r64 = sext i32 %kvs3.t7 to i64
  %kvs3.g7.h64 = sext i32 %num_heads_kv to i64
  %kvs3.g7.hh64 = sext i32 %h to i64
  %kvs3.g7.rh = mul nsw i64 %kvs3.g7.r64, %kvs3.g7.h64
  %kvs3.g7.rhh = add nsw i64 %kvs3.g7.rh, %kvs3.g7.hh64
  %kvs3.g7.base = mul i64 %kvs3.g7.rhh, 128
  %kvs3.o7 = add i64 %kvs3.g7.base, %st.c3
  %kvs3.kp7 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs3.o7
  %kvs3.kf7 = extractelement <16 x float> %st.dk3, i32 7
  %kvs3.ks7 = fmul float %kvs3.kf7, %scale
  %kvs3.k7 = fptrunc float %kvs3.ks7 to bfloat
  store bfloat %kvs3.k7, ptr addrspace(1) %kvs3.kp7, align 2
  %kvs3.vp7 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs3.o7
  %kvs3.vf7 = extractelement <16 x float> %st.dv3, i32 7
  %kvs3.v7 = fptrunc float %kvs3.vf7 to bfloat
  store bfloat %kvs3.v7, ptr addrspace(1) %kvs3.vp7, align 2
  br label %kvs.3.8

kvs.3.8:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs3.r8 = add i32 %n0, %sr.row3.8
  %kvs3.ok8 = icmp slt i32 %kvs3.r8, %seqlen_k
  br i1 %kvs3.ok8, label %kvs.3.8.w, label %kvs.3.9

kvs.3.8.w:
  %kvs3.t8 = add i32 %kv.tok0, %kvs3.r8
  %kvs3.g8.r64 = sext i32 %kvs3.t8 to i64
  %kvs3.g8.h64 = sext i32 %num_heads_kv to i64
  %kvs3.g8.hh64 = sext i32 %h to i64
  %kvs3.g8.rh = mul nsw i64 %kvs3.g8.r64, %kvs3.g8.h64
  %kvs3.g8.rhh = add nsw i64 %kvs3.g8.rh, %kvs3.g8.hh64
  %kvs3.g8.base = mul i64 %kvs3.g8.rhh, 128
  %kvs3.o8 = add i64 %kvs3.g8.base, %st.c3
  %kvs3.kp8 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs3.o8
  %kvs3.kf8 = extractelement <16 x float> %st.dk3, i32 8
  %kvs3.ks8 = fmul float %kvs3.kf8, %scale
  %kvs3.k8 = fptrunc float %kvs3.ks8 to bfloat
  store bfloat %kvs3.k8, ptr addrspace(1) %kvs3.kp8, align 2
  %kvs3.vp8 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs3.o8
  %kvs3.vf8 = extractelement <16 x float> %st.dv3, i32 8
  %kvs3.v8 = fptrunc float %kvs3.vf8 to bfloat
  store bfloat %kvs3.v8, ptr addrspace(1) %kvs3.vp8, align 2
  br label %kvs.3.9

kvs.3.9:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs3.r9 = add i32 %n0, %sr.row3.9
  %kvs3.ok9 = icmp slt i32 %kvs3.r9, %seqlen_k
  br i1 %kvs3.ok9, label %kvs.3.9.w, label %kvs.3.10

kvs.3.9.w:
  %kvs3.t9 = add i32 %kv.tok0, %kvs3.r9
  %kvs3.g9.r64 = sext i32 %kvs3.t9 to i64
  %kvs3.g9.h64 = sext i32 %num_heads_kv to i64
  %kvs3.g9.hh64 = sext i32 %h to i64
  %kvs3.g9.rh = mul nsw i64 %kvs3.g9.r64, %kvs3.g9.h64
  %kvs3.g9.rhh = add nsw i64 %kvs3.g9.rh, %kvs3.g9.hh64
  %kvs3.g9.base = mul i64 %kvs3.g9.rhh, 128
  %kvs3.o9 = add i64 %kvs3.g9.base, %st.c3
  %kvs3.kp9 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs3.o9
  %kvs3.kf9 = extractelement <16 x float> %st.dk3, i32 9
  %kvs3.ks9 = fmul float %kvs3.kf9, %scale
  %kvs3.k9 = fptrunc float %kvs3.ks9 to bfloat
  store bfloat %kvs3.k9, ptr addrspace(1) %kvs3.kp9, align 2
  %kvs3.vp9 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs3.o9
  %kvs3.vf9 = extractelement <16 x float> %st.dv3, i32 9
  %kvs3.v9 = fptrunc float %kvs3.vf9 to bfloat
  store bfloat %kvs3.v9, ptr addrspace(1) %kvs3.vp9, align 2
  br label %kvs.3.10

kvs.3.10:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs3.r10 = add i32 %n0, %sr.row3.10
  %kvs3.ok10 = icmp slt i32 %kvs3.r10, %seqlen_k
  br i1 %kvs3.ok10, label %kvs.3.10.w, label %kvs.3.11

kvs.3.10.w:
  %kvs3.t10 = add i32 %kv.tok0, %kvs3.r10
  %kvs3.g10.r64 = sext i32 %kvs3.t10 to i64
  %kvs3.g10.h64 = sext i32 %num_heads_kv to i64
  %kvs3.g10.hh64 = sext i32 %h to i64
  %kvs3.g10.rh = mul nsw i64 %kvs3.g10.r64, %kvs3.g10.h64
  %kvs3.g10.rhh = add nsw i64 %kvs3.g10.rh, %kvs3.g10.hh64
  %kvs3.g10.base = mul i64 %kvs3.g10.rhh, 128
  %kvs3.o10 = add i64 %kvs3.g10.base, %st.c3
  %kvs3.kp10 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs3.o10
  %kvs3.kf10 = extractelement <16 x float> %st.dk3, i32 10
  %kvs3.ks10 = fmul float %kvs3.kf10, %scale
  %kvs3.k10 = fptrunc float %kvs3.ks10 to bfloat
  store bfloat %kvs3.k10, ptr addrspace(1) %kvs3.kp10, align 2
  %kvs3.vp10 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs3.o10
  %kvs3.vf10 = extractelement <16 x float> %st.dv3, i32 10
  %kvs3.v10 = fptrunc float %kvs3.vf10 to bfloat
  store bfloat %kvs3.v10, ptr addrspace(1) %kvs3.vp10, align 2
  br label %kvs.3.11

kvs.3.11:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs3.r11 = add i32 %n0, %sr.row3.11
  %kvs3.ok11 = icmp slt i32 %kvs3.r11, %seqlen_k
  br i1 %kvs3.ok11, label %kvs.3.11.w, label %kvs.3.12

kvs.3.11.w:
  %kvs3.t11 = add i32 %kv.tok0, %kvs3.r11
  %kvs3.g11.r64 = sext i32 %kvs3.t11 to i64
  %kvs3.g11.h64 = sext i32 %num_heads_kv to i64
  %kvs3.g11.hh64 = sext i32 %h to i64
  %kvs3.g11.rh = mul nsw i64 %kvs3.g11.r64, %kvs3.g11.h64
  %kvs3.g11.rhh = add nsw i64 %kvs3.g11.rh, %kvs3.g11.hh64
  %kvs3.g11.base = mul i64 %kvs3.g11.rhh, 128
  %kvs3.o11 = add i64 %kvs3.g11.base, %st.c3
  %kvs3.kp11 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs3.o11
  %kvs3.kf11 = extractelement <16 x float> %st.dk3, i32 11
  %kvs3.ks11 = fmul float %kvs3.kf11, %scale
  %kvs3.k11 = fptrunc float %kvs3.ks11 to bfloat
  store bfloat %kvs3.k11, ptr addrspace(1) %kvs3.kp11, align 2
  %kvs3.vp11 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs3.o11
  %kvs3.vf11 = extractelement <16 x float> %st.dv3, i32 11
  %kvs3.v11 = fptrunc float %kvs3.vf11 to bfloat
  store bfloat %kvs3.v11, ptr addrspace(1) %kvs3.vp11, align 2
  br label %kvs.3.12

kvs.3.12:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs3.r12 = add i32 %n0, %sr.row3.12
  %kvs3.ok12 = icmp slt i32 %kvs3.r12, %seqlen_k
  br i1 %kvs3.ok12, label %kvs.3.12.w, label %kvs.3.13

kvs.3.12.w:
  %kvs3.t12 = add i32 %kv.tok0, %kvs3.r12
  %kvs3.g12.r64 = sext i32 %kvs3.t12 to i64
  %kvs3.g12.h64 = sext i32 %num_heads_kv to i64
  %kvs3.g12.hh64 = sext i32 %h to i64
  %kvs3.g12.rh = mul nsw i64 %kvs3.g12.r64, %kvs3.g12.h64
  %kvs3.g12.rhh = add nsw i64 %kvs3.g12.rh, %kvs3.g12.hh64
  %kvs3.g12.base = mul i64 %kvs3.g12.rhh, 128
  %kvs3.o12 = add i64 %kvs3.g12.base, %st.c3
  %kvs3.kp12 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs3.o12
  %kvs3.kf12 = extractelement <16 x float> %st.dk3, i32 12
  %kvs3.ks12 = fmul float %kvs3.kf12, %scale
  %kvs3.k12 = fptrunc float %kvs3.ks12 to bfloat
  store bfloat %kvs3.k12, ptr addrspace(1) %kvs3.kp12, align 2
  %kvs3.vp12 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs3.o12
  %kvs3.vf12 = extractelement <16 x float> %st.dv3, i32 12
  %kvs3.v12 = fptrunc float %kvs3.vf12 to bfloat
  store bfloat %kvs3.v12, ptr addrspace(1) %kvs3.vp12, align 2
  br label %kvs.3.13

kvs.3.13:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs3.r13 = add i32 %n0, %sr.row3.13
  %kvs3.ok13 = icmp slt i32 %kvs3.r13, %seqlen_k
  br i1 %kvs3.ok13, label %kvs.3.13.w, label %kvs.3.14

kvs.3.13.w:
  %kvs3.t13 = add i32 %kv.tok0, %kvs3.r13
  %kvs3.g13.r64 = sext i32 %kvs3.t13 to i64
  %kvs3.g13.h64 = sext i32 %num_heads_kv to i64
  %kvs3.g13.hh64 = sext i32 %h to i64
  %kvs3.g13.rh = mul nsw i64 %kvs3.g13.r64, %kvs3.g13.h64
  %kvs3.g13.rhh = add nsw i64 %kvs3.g13.rh, %kvs3.g13.hh64
  %kvs3.g13.base = mul i64 %kvs3.g13.rhh, 128
  %kvs3.o13 = add i64 %kvs3.g13.base, %st.c3
  %kvs3.kp13 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs3.o13
  %kvs3.kf13 = extractelement <16 x float> %st.dk3, i32 13
  %kvs3.ks13 = fmul float %kvs3.kf13, %scale
  %kvs3.k13 = fptrunc float %kvs3.ks13 to bfloat
  store bfloat %kvs3.k13, ptr addrspace(1) %kvs3.kp13, align 2
  %kvs3.vp13 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs3.o13
  %kvs3.vf13 = extractelement <16 x float> %st.dv3, i32 13
  %kvs3.v13 = fptrunc float %kvs3.vf13 to bfloat
  store bfloat %kvs3.v13, ptr addrspace(1) %kvs3.vp13, align 2
  br label %kvs.3.14

kvs.3.14:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs3.r14 = add i32 %n0, %sr.row3.14
  %kvs3.ok14 = icmp slt i32 %kvs3.r14, %seqlen_k
  br i1 %kvs3.ok14, label %kvs.3.14.w, label %kvs.3.15

kvs.3.14.w:
  %kvs3.t14 = add i32 %kv.tok0, %kvs3.r14
  %kvs3.g14.r64 = sext i32 %kvs3.t14 to i64
  %kvs3.g14.h64 = sext i32 %num_heads_kv to i64
  %kvs3.g14.hh64 = sext i32 %h to i64
  %kvs3.g14.rh = mul nsw i64 %kvs3.g14.r64, %kvs3.g14.h64
  %kvs3.g14.rhh = add nsw i64 %kvs3.g14.rh, %kvs3.g14.hh64
  %kvs3.g14.base = mul i64 %kvs3.g14.rhh, 128
  %kvs3.o14 = add i64 %kvs3.g14.base, %st.c3
  %kvs3.kp14 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs3.o14
  %kvs3.kf14 = extractelement <16 x float> %st.dk3, i32 14
  %kvs3.ks14 = fmul float %kvs3.kf14, %scale
  %kvs3.k14 = fptrunc float %kvs3.ks14 to bfloat
  store bfloat %kvs3.k14, ptr addrspace(1) %kvs3.kp14, align 2
  %kvs3.vp14 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs3.o14
  %kvs3.vf14 = extractelement <16 x float> %st.dv3, i32 14
  %kvs3.v14 = fptrunc float %kvs3.vf14 to bfloat
  store bfloat %kvs3.v14, ptr addrspace(1) %kvs3.vp14, align 2
  br label %kvs.3.15

kvs.3.15:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs3.r15 = add i32 %n0, %sr.row3.15
  %kvs3.ok15 = icmp slt i32 %kvs3.r15, %seqlen_k
  br i1 %kvs3.ok15, label %kvs.3.15.w, label %exit

kvs.3.15.w:
  %kvs3.t15 = add i32 %kv.tok0, %kvs3.r15
  %kvs3.g15.r64 = sext i32 %kvs3.t15 to i64
  %kvs3.g15.h64 = sext i32 %num_heads_kv to i64
  %kvs3.g15.hh64 = sext i32 %h to i64
  %kvs3.g15.rh = mul nsw i64 %kvs3.g15.r64, %kvs3.g15.h64
  %kvs3.g15.rhh = add nsw i64 %kvs3.g15.rh, %kvs3.g15.hh64
  %kvs3.g15.base = mul i64 %kvs3.g15.rhh, 128
  %kvs3.o15 = add i64 %kvs3.g15.base, %st.c3
  %kvs3.kp15 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs3.o15
  %kvs3.kf15 = extractelement <16 x float> %st.dk3, i32 15
  %kvs3.ks15 = fmul float %kvs3.kf15, %scale
  %kvs3.k15 = fptrunc float %kvs3.ks15 to bfloat
  store bfloat %kvs3.k15, ptr addrspace(1) %kvs3.kp15, align 2
  %kvs3.vp15 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs3.o15
  %kvs3.vf15 = extractelement <16 x float> %st.dv3, i32 15
  %kvs3.v15 = fptrunc float %kvs3.vf15 to bfloat
  store bfloat %kvs3.v15, ptr addrspace(1) %kvs3.vp15, align 2
  br label %exit

exit:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare i32 @llvm.amdgcn.workgroup.id.z()
declare void @llvm.amdgcn.s.barrier()
declare float @llvm.fmuladd.f32(float, float, float)
declare float @llvm.exp2.f32(float)
declare i32 @llvm.smin.i32(i32, i32)
declare void @llvm.amdgcn.sched.group.barrier(i32 immarg, i32 immarg, i32 immarg)
declare void @llvm.amdgcn.iglp.opt(i32 immarg)
declare void @llvm.amdgcn.sched.barrier(i32 immarg)
declare void @llvm.amdgcn.s.waitcnt(i32 immarg)
declare { i32, i32 } @llvm.amdgcn.permlane16.swap(i32, i32, i1 immarg, i1 immarg)
declare i32 @llvm.umin.i32(i32, i32)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
declare <2 x float> @llvm.fma.v2f32(<2 x float>, <2 x float>, <2 x float>)
declare <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3))
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat>, <8 x bfloat>, <4 x float>, i32 immarg, i32 immarg, i32 immarg)
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.bf16(<8 x bfloat>, <8 x bfloat>, <16 x float>, i32 immarg, i32 immarg, i32 immarg)


attributes #0 = { nounwind "amdgpu-flat-work-group-size"="512,512" "uniform-work-group-size"="true" "denormal-fp-math-f32"="preserve-sign,preserve-sign" "amdgpu-no-implicitarg-ptr" "amdgpu-no-dispatch-ptr" "amdgpu-no-queue-ptr" "amdgpu-no-dispatch-id" "amdgpu-no-hostcall-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-lds-kernel-id" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-agpr-alloc"="0" "rocke-loop-schedule"="8" "target-cpu"="gfx950" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{}
!2 = !{!"amdgpu-as", !"local"}
