; rocke attention_bwd_main gfx942.f16.d64.bm32bn128.bshd.ws0.full.c0.atomic.kvs llvm22
; generated from templates/attention_bwd_main.ll.j2; do not edit
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@q.lds = internal addrspace(3) global [2304 x half] poison, align 16
@do.lds = internal addrspace(3) global [2304 x half] poison, align 16
@pt.lds = internal addrspace(3) global [4608 x half] poison, align 16
@dst.lds = internal addrspace(3) global [4608 x half] poison, align 16
@lse.lds = internal addrspace(3) global [256 x float] poison, align 16
@dl.lds = internal addrspace(3) global [256 x float] poison, align 16

define amdgpu_kernel void @rocke_bwd_main_gfx942_f16_d64_bm32bn128_bshd_ws0_full_c0_atomic_kvs(ptr addrspace(1) noalias readonly %q, ptr addrspace(1) noalias readonly %k, ptr addrspace(1) noalias readonly %v, ptr addrspace(1) noalias readonly %dout, ptr addrspace(1) noalias readonly %lse, ptr addrspace(1) noalias readonly %delta, ptr addrspace(1) noalias writeonly %dk, ptr addrspace(1) noalias writeonly %dv, ptr addrspace(1) noalias %dq_ws, i32 %seqlen_q, i32 %seqlen_k, i32 %num_heads_q, i32 %num_heads_kv, float %scale) #0 {
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

  %n0 = mul i32 %tile, 128
  %kv.in = icmp slt i32 %n0, %seqlen_k
  %kv.live = and i1 %kv.in, %gqa.ok
  %dlk = sub i32 %seqlen_k, %seqlen_q
  %hq0 = mul i32 %h, %group
  %sl2 = fmul float %scale, 0x3FF7154760000000
  %ld.r = lshr i32 %tid, 3
  %ld.v = and i32 %tid, 7
  %ld.col = shl i32 %ld.v, 3
  %ld.col64 = zext i32 %ld.col to i64
  %wave = lshr i32 %tid, 6
  %lane = and i32 %tid, 63
  ; S, dP: [32 x 128] over head_dim, 1 32x32 block(s) a wave
  %sa.lr = and i32 %lane, 31
  %sa.lg = lshr i32 %lane, 5
  %sa.lk = shl i32 %sa.lg, 2
  %sa.w0 = mul i32 %wave, 1
  %sa.b0 = add i32 %sa.w0, 0
  %sa.br0 = udiv i32 %sa.b0, 4
  %sa.bc0 = urem i32 %sa.b0, 4
  %sa.r0 = mul i32 %sa.br0, 32
  %sa.c0 = mul i32 %sa.bc0, 32

  %sa.qr0 = add i32 %sa.r0, %sa.lr
  %sa.qm0 = mul i32 %sa.qr0, 72
  %sa.qa0 = add i32 %sa.qm0, %sa.lk
  %sa.kr0 = add i32 %sa.c0, %sa.lr
  ; this lane's column of the block: P^T / dS^T row, and the key it scores
  %sa.pt0 = mul i32 %sa.kr0, 36
  %sa.kg0 = add i32 %n0, %sa.kr0
  ; all ones when the key is past len_k (its P is 0), else 0: a mask as bits, not as a lane mask
  %sa.kl0 = sub i32 %sa.kg0, %seqlen_k
  %sa.kx0 = xor i32 %sa.kl0, -1
  %sa.kbad0 = ashr i32 %sa.kx0, 31
  %sa.rl0 = add i32 %sa.r0, %sa.lk
  %sa.row0.0 = add i32 %sa.rl0, 0
  %sa.row0.1 = add i32 %sa.rl0, 1
  %sa.row0.2 = add i32 %sa.rl0, 2
  %sa.row0.3 = add i32 %sa.rl0, 3
  %sa.row0.4 = add i32 %sa.rl0, 8
  %sa.row0.5 = add i32 %sa.rl0, 9
  %sa.row0.6 = add i32 %sa.rl0, 10
  %sa.row0.7 = add i32 %sa.rl0, 11
  %sa.row0.8 = add i32 %sa.rl0, 16
  %sa.row0.9 = add i32 %sa.rl0, 17
  %sa.row0.10 = add i32 %sa.rl0, 18
  %sa.row0.11 = add i32 %sa.rl0, 19
  %sa.row0.12 = add i32 %sa.rl0, 24
  %sa.row0.13 = add i32 %sa.rl0, 25
  %sa.row0.14 = add i32 %sa.rl0, 26
  %sa.row0.15 = add i32 %sa.rl0, 27

  ; dV, dK: [128 x 64] over the Q tile, 2 32x32 block(s) a wave
  %kb.lr = and i32 %lane, 31
  %kb.lg = lshr i32 %lane, 5
  %kb.lk = shl i32 %kb.lg, 2
  %kb.w0 = mul i32 %wave, 2
  %kb.b0 = add i32 %kb.w0, 0
  %kb.br0 = udiv i32 %kb.b0, 2
  %kb.bc0 = urem i32 %kb.b0, 2
  %kb.r0 = mul i32 %kb.br0, 32
  %kb.c0 = mul i32 %kb.bc0, 32
  %kb.b1 = add i32 %kb.w0, 1
  %kb.br1 = udiv i32 %kb.b1, 2
  %kb.bc1 = urem i32 %kb.b1, 2
  %kb.r1 = mul i32 %kb.br1, 32
  %kb.c1 = mul i32 %kb.bc1, 32

  %kb.lkd = mul i32 %kb.lk, 72
  %kb.ar0 = add i32 %kb.r0, %kb.lr
  %kb.am0 = mul i32 %kb.ar0, 36
  %kb.pa0 = add i32 %kb.am0, %kb.lk
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
  %kb.am1 = mul i32 %kb.ar1, 36
  %kb.pa1 = add i32 %kb.am1, %kb.lk
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

  ; dQ: [32 x 64] over the KV tile, 2 16x16 block(s) a wave
  %qc.lr = and i32 %lane, 15
  %qc.lg = lshr i32 %lane, 4
  %qc.lk = shl i32 %qc.lg, 2
  %qc.w0 = mul i32 %wave, 2
  %qc.b0 = add i32 %qc.w0, 0
  %qc.br0 = udiv i32 %qc.b0, 4
  %qc.bc0 = urem i32 %qc.b0, 4
  %qc.r0 = mul i32 %qc.br0, 16
  %qc.c0 = mul i32 %qc.bc0, 16
  %qc.b1 = add i32 %qc.w0, 1
  %qc.br1 = udiv i32 %qc.b1, 4
  %qc.bc1 = urem i32 %qc.b1, 4
  %qc.r1 = mul i32 %qc.br1, 16
  %qc.c1 = mul i32 %qc.bc1, 16

  %qc.lkp = mul i32 %qc.lk, 36
  %qc.ar0 = add i32 %qc.r0, %qc.lr
  %qc.da0 = add i32 %qc.lkp, %qc.ar0
  %qc.bc0.l = add i32 %qc.c0, %qc.lr
  %qc.bc64.0 = zext i32 %qc.bc0.l to i64
  %qc.rl0 = add i32 %qc.r0, %qc.lk
  %qc.row0.0 = add i32 %qc.rl0, 0
  %qc.row0.1 = add i32 %qc.rl0, 1
  %qc.row0.2 = add i32 %qc.rl0, 2
  %qc.row0.3 = add i32 %qc.rl0, 3

  %qc.ar1 = add i32 %qc.r1, %qc.lr
  %qc.da1 = add i32 %qc.lkp, %qc.ar1
  %qc.bc1.l = add i32 %qc.c1, %qc.lr
  %qc.bc64.1 = zext i32 %qc.bc1.l to i64
  %qc.rl1 = add i32 %qc.r1, %qc.lk
  %qc.row1.0 = add i32 %qc.rl1, 0
  %qc.row1.1 = add i32 %qc.rl1, 1
  %qc.row1.2 = add i32 %qc.rl1, 2
  %qc.row1.3 = add i32 %qc.rl1, 3

  ; the lse/delta row a work-item brings in: tid mod block_m, stored at [tid] (unconditional:
  ; LLVM sinks a load into a branch that alone uses it, and would wait for it there)
  %lt.row = and i32 %tid, 31
  ; this work-item's rows of a Q step's tile loads and their LDS offsets (fixed for the loop)
  %pf.r0 = add i32 %ld.r, 0
  %pf.li0 = mul i32 %pf.r0, 72
  %pf.lo0 = add i32 %pf.li0, %ld.col
  %kf.last = sub i32 %seqlen_k, 1
  br i1 %kv.live, label %kvload, label %exit

kvload:
  ; the stationary KV tile into registers, once (rows past len_k read at row len_k - 1: their
  ; scores are masked, their dS is 0). S, dP: B fragment kk of block j is 4 consecutive
  ; head_dim elements of this lane's key row, one 8-byte load
  %kf0.s = call i32 @llvm.smin.i32(i32 %sa.kg0, i32 %kf.last)
  %kf0.t = add i32 %kv.tok0, %kf0.s
  %kf0.g.r64 = sext i32 %kf0.t to i64
  %kf0.g.h64 = sext i32 %num_heads_kv to i64
  %kf0.g.hh64 = sext i32 %h to i64
  %kf0.g.rh = mul nsw i64 %kf0.g.r64, %kf0.g.h64
  %kf0.g.rhh = add nsw i64 %kf0.g.rh, %kf0.g.hh64
  %kf0.g.base = mul i64 %kf0.g.rhh, 64
  %kf0.lk = zext i32 %sa.lk to i64
  %kf0.o = add i64 %kf0.g.base, %kf0.lk
  %kf0.p0 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kf0.o
  %kf0.q0 = getelementptr inbounds half, ptr addrspace(1) %kf0.p0, i64 0
  %kf0.0.h = load <4 x half>, ptr addrspace(1) %kf0.q0, align 8
  %vf0.p0 = getelementptr inbounds half, ptr addrspace(1) %v, i64 %kf0.o
  %vf0.q0 = getelementptr inbounds half, ptr addrspace(1) %vf0.p0, i64 0
  %vf0.0.h = load <4 x half>, ptr addrspace(1) %vf0.q0, align 8
  %kf0.p1 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kf0.o
  %kf0.q1 = getelementptr inbounds half, ptr addrspace(1) %kf0.p1, i64 8
  %kf0.1.h = load <4 x half>, ptr addrspace(1) %kf0.q1, align 8
  %vf0.p1 = getelementptr inbounds half, ptr addrspace(1) %v, i64 %kf0.o
  %vf0.q1 = getelementptr inbounds half, ptr addrspace(1) %vf0.p1, i64 8
  %vf0.1.h = load <4 x half>, ptr addrspace(1) %vf0.q1, align 8
  %kf0.p2 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kf0.o
  %kf0.q2 = getelementptr inbounds half, ptr addrspace(1) %kf0.p2, i64 16
  %kf0.2.h = load <4 x half>, ptr addrspace(1) %kf0.q2, align 8
  %vf0.p2 = getelementptr inbounds half, ptr addrspace(1) %v, i64 %kf0.o
  %vf0.q2 = getelementptr inbounds half, ptr addrspace(1) %vf0.p2, i64 16
  %vf0.2.h = load <4 x half>, ptr addrspace(1) %vf0.q2, align 8
  %kf0.p3 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kf0.o
  %kf0.q3 = getelementptr inbounds half, ptr addrspace(1) %kf0.p3, i64 24
  %kf0.3.h = load <4 x half>, ptr addrspace(1) %kf0.q3, align 8
  %vf0.p3 = getelementptr inbounds half, ptr addrspace(1) %v, i64 %kf0.o
  %vf0.q3 = getelementptr inbounds half, ptr addrspace(1) %vf0.p3, i64 24
  %vf0.3.h = load <4 x half>, ptr addrspace(1) %vf0.q3, align 8
  %kf0.p4 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kf0.o
  %kf0.q4 = getelementptr inbounds half, ptr addrspace(1) %kf0.p4, i64 32
  %kf0.4.h = load <4 x half>, ptr addrspace(1) %kf0.q4, align 8
  %vf0.p4 = getelementptr inbounds half, ptr addrspace(1) %v, i64 %kf0.o
  %vf0.q4 = getelementptr inbounds half, ptr addrspace(1) %vf0.p4, i64 32
  %vf0.4.h = load <4 x half>, ptr addrspace(1) %vf0.q4, align 8
  %kf0.p5 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kf0.o
  %kf0.q5 = getelementptr inbounds half, ptr addrspace(1) %kf0.p5, i64 40
  %kf0.5.h = load <4 x half>, ptr addrspace(1) %kf0.q5, align 8
  %vf0.p5 = getelementptr inbounds half, ptr addrspace(1) %v, i64 %kf0.o
  %vf0.q5 = getelementptr inbounds half, ptr addrspace(1) %vf0.p5, i64 40
  %vf0.5.h = load <4 x half>, ptr addrspace(1) %vf0.q5, align 8
  %kf0.p6 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kf0.o
  %kf0.q6 = getelementptr inbounds half, ptr addrspace(1) %kf0.p6, i64 48
  %kf0.6.h = load <4 x half>, ptr addrspace(1) %kf0.q6, align 8
  %vf0.p6 = getelementptr inbounds half, ptr addrspace(1) %v, i64 %kf0.o
  %vf0.q6 = getelementptr inbounds half, ptr addrspace(1) %vf0.p6, i64 48
  %vf0.6.h = load <4 x half>, ptr addrspace(1) %vf0.q6, align 8
  %kf0.p7 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kf0.o
  %kf0.q7 = getelementptr inbounds half, ptr addrspace(1) %kf0.p7, i64 56
  %kf0.7.h = load <4 x half>, ptr addrspace(1) %kf0.q7, align 8
  %vf0.p7 = getelementptr inbounds half, ptr addrspace(1) %v, i64 %kf0.o
  %vf0.q7 = getelementptr inbounds half, ptr addrspace(1) %vf0.p7, i64 56
  %vf0.7.h = load <4 x half>, ptr addrspace(1) %vf0.q7, align 8
  ; dQ: B fragment kk of block j is 4 consecutive keys of this lane's head_dim column
  %kq.r0.0 = add i32 %qc.lk, 0
  %kq.n0.0 = add i32 %n0, %kq.r0.0
  %kq.s0.0 = call i32 @llvm.smin.i32(i32 %kq.n0.0, i32 %kf.last)
  %kq.t0.0 = add i32 %kv.tok0, %kq.s0.0
  %kq.g0.0.r64 = sext i32 %kq.t0.0 to i64
  %kq.g0.0.h64 = sext i32 %num_heads_kv to i64
  %kq.g0.0.hh64 = sext i32 %h to i64
  %kq.g0.0.rh = mul nsw i64 %kq.g0.0.r64, %kq.g0.0.h64
  %kq.g0.0.rhh = add nsw i64 %kq.g0.0.rh, %kq.g0.0.hh64
  %kq.g0.0.base = mul i64 %kq.g0.0.rhh, 64
  %kq0.o0.0 = add i64 %kq.g0.0.base, %qc.bc64.0
  %kq0.p0.0 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq0.o0.0
  %kq0.e0.0 = load half, ptr addrspace(1) %kq0.p0.0, align 2
  %kq1.o0.0 = add i64 %kq.g0.0.base, %qc.bc64.1
  %kq1.p0.0 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq1.o0.0
  %kq1.e0.0 = load half, ptr addrspace(1) %kq1.p0.0, align 2
  %kq.r0.1 = add i32 %qc.lk, 1
  %kq.n0.1 = add i32 %n0, %kq.r0.1
  %kq.s0.1 = call i32 @llvm.smin.i32(i32 %kq.n0.1, i32 %kf.last)
  %kq.t0.1 = add i32 %kv.tok0, %kq.s0.1
  %kq.g0.1.r64 = sext i32 %kq.t0.1 to i64
  %kq.g0.1.h64 = sext i32 %num_heads_kv to i64
  %kq.g0.1.hh64 = sext i32 %h to i64
  %kq.g0.1.rh = mul nsw i64 %kq.g0.1.r64, %kq.g0.1.h64
  %kq.g0.1.rhh = add nsw i64 %kq.g0.1.rh, %kq.g0.1.hh64
  %kq.g0.1.base = mul i64 %kq.g0.1.rhh, 64
  %kq0.o0.1 = add i64 %kq.g0.1.base, %qc.bc64.0
  %kq0.p0.1 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq0.o0.1
  %kq0.e0.1 = load half, ptr addrspace(1) %kq0.p0.1, align 2
  %kq1.o0.1 = add i64 %kq.g0.1.base, %qc.bc64.1
  %kq1.p0.1 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq1.o0.1
  %kq1.e0.1 = load half, ptr addrspace(1) %kq1.p0.1, align 2
  %kq.r0.2 = add i32 %qc.lk, 2
  %kq.n0.2 = add i32 %n0, %kq.r0.2
  %kq.s0.2 = call i32 @llvm.smin.i32(i32 %kq.n0.2, i32 %kf.last)
  %kq.t0.2 = add i32 %kv.tok0, %kq.s0.2
  %kq.g0.2.r64 = sext i32 %kq.t0.2 to i64
  %kq.g0.2.h64 = sext i32 %num_heads_kv to i64
  %kq.g0.2.hh64 = sext i32 %h to i64
  %kq.g0.2.rh = mul nsw i64 %kq.g0.2.r64, %kq.g0.2.h64
  %kq.g0.2.rhh = add nsw i64 %kq.g0.2.rh, %kq.g0.2.hh64
  %kq.g0.2.base = mul i64 %kq.g0.2.rhh, 64
  %kq0.o0.2 = add i64 %kq.g0.2.base, %qc.bc64.0
  %kq0.p0.2 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq0.o0.2
  %kq0.e0.2 = load half, ptr addrspace(1) %kq0.p0.2, align 2
  %kq1.o0.2 = add i64 %kq.g0.2.base, %qc.bc64.1
  %kq1.p0.2 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq1.o0.2
  %kq1.e0.2 = load half, ptr addrspace(1) %kq1.p0.2, align 2
  %kq.r0.3 = add i32 %qc.lk, 3
  %kq.n0.3 = add i32 %n0, %kq.r0.3
  %kq.s0.3 = call i32 @llvm.smin.i32(i32 %kq.n0.3, i32 %kf.last)
  %kq.t0.3 = add i32 %kv.tok0, %kq.s0.3
  %kq.g0.3.r64 = sext i32 %kq.t0.3 to i64
  %kq.g0.3.h64 = sext i32 %num_heads_kv to i64
  %kq.g0.3.hh64 = sext i32 %h to i64
  %kq.g0.3.rh = mul nsw i64 %kq.g0.3.r64, %kq.g0.3.h64
  %kq.g0.3.rhh = add nsw i64 %kq.g0.3.rh, %kq.g0.3.hh64
  %kq.g0.3.base = mul i64 %kq.g0.3.rhh, 64
  %kq0.o0.3 = add i64 %kq.g0.3.base, %qc.bc64.0
  %kq0.p0.3 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq0.o0.3
  %kq0.e0.3 = load half, ptr addrspace(1) %kq0.p0.3, align 2
  %kq1.o0.3 = add i64 %kq.g0.3.base, %qc.bc64.1
  %kq1.p0.3 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq1.o0.3
  %kq1.e0.3 = load half, ptr addrspace(1) %kq1.p0.3, align 2
  %kq0.v0.0 = insertelement <4 x half> poison, half %kq0.e0.0, i32 0
  %kq0.v0.1 = insertelement <4 x half> %kq0.v0.0, half %kq0.e0.1, i32 1
  %kq0.v0.2 = insertelement <4 x half> %kq0.v0.1, half %kq0.e0.2, i32 2
  %kq0.0.h = insertelement <4 x half> %kq0.v0.2, half %kq0.e0.3, i32 3
  %kq1.v0.0 = insertelement <4 x half> poison, half %kq1.e0.0, i32 0
  %kq1.v0.1 = insertelement <4 x half> %kq1.v0.0, half %kq1.e0.1, i32 1
  %kq1.v0.2 = insertelement <4 x half> %kq1.v0.1, half %kq1.e0.2, i32 2
  %kq1.0.h = insertelement <4 x half> %kq1.v0.2, half %kq1.e0.3, i32 3
  %kq.r1.0 = add i32 %qc.lk, 16
  %kq.n1.0 = add i32 %n0, %kq.r1.0
  %kq.s1.0 = call i32 @llvm.smin.i32(i32 %kq.n1.0, i32 %kf.last)
  %kq.t1.0 = add i32 %kv.tok0, %kq.s1.0
  %kq.g1.0.r64 = sext i32 %kq.t1.0 to i64
  %kq.g1.0.h64 = sext i32 %num_heads_kv to i64
  %kq.g1.0.hh64 = sext i32 %h to i64
  %kq.g1.0.rh = mul nsw i64 %kq.g1.0.r64, %kq.g1.0.h64
  %kq.g1.0.rhh = add nsw i64 %kq.g1.0.rh, %kq.g1.0.hh64
  %kq.g1.0.base = mul i64 %kq.g1.0.rhh, 64
  %kq0.o1.0 = add i64 %kq.g1.0.base, %qc.bc64.0
  %kq0.p1.0 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq0.o1.0
  %kq0.e1.0 = load half, ptr addrspace(1) %kq0.p1.0, align 2
  %kq1.o1.0 = add i64 %kq.g1.0.base, %qc.bc64.1
  %kq1.p1.0 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq1.o1.0
  %kq1.e1.0 = load half, ptr addrspace(1) %kq1.p1.0, align 2
  %kq.r1.1 = add i32 %qc.lk, 17
  %kq.n1.1 = add i32 %n0, %kq.r1.1
  %kq.s1.1 = call i32 @llvm.smin.i32(i32 %kq.n1.1, i32 %kf.last)
  %kq.t1.1 = add i32 %kv.tok0, %kq.s1.1
  %kq.g1.1.r64 = sext i32 %kq.t1.1 to i64
  %kq.g1.1.h64 = sext i32 %num_heads_kv to i64
  %kq.g1.1.hh64 = sext i32 %h to i64
  %kq.g1.1.rh = mul nsw i64 %kq.g1.1.r64, %kq.g1.1.h64
  %kq.g1.1.rhh = add nsw i64 %kq.g1.1.rh, %kq.g1.1.hh64
  %kq.g1.1.base = mul i64 %kq.g1.1.rhh, 64
  %kq0.o1.1 = add i64 %kq.g1.1.base, %qc.bc64.0
  %kq0.p1.1 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq0.o1.1
  %kq0.e1.1 = load half, ptr addrspace(1) %kq0.p1.1, align 2
  %kq1.o1.1 = add i64 %kq.g1.1.base, %qc.bc64.1
  %kq1.p1.1 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq1.o1.1
  %kq1.e1.1 = load half, ptr addrspace(1) %kq1.p1.1, align 2
  %kq.r1.2 = add i32 %qc.lk, 18
  %kq.n1.2 = add i32 %n0, %kq.r1.2
  %kq.s1.2 = call i32 @llvm.smin.i32(i32 %kq.n1.2, i32 %kf.last)
  %kq.t1.2 = add i32 %kv.tok0, %kq.s1.2
  %kq.g1.2.r64 = sext i32 %kq.t1.2 to i64
  %kq.g1.2.h64 = sext i32 %num_heads_kv to i64
  %kq.g1.2.hh64 = sext i32 %h to i64
  %kq.g1.2.rh = mul nsw i64 %kq.g1.2.r64, %kq.g1.2.h64
  %kq.g1.2.rhh = add nsw i64 %kq.g1.2.rh, %kq.g1.2.hh64
  %kq.g1.2.base = mul i64 %kq.g1.2.rhh, 64
  %kq0.o1.2 = add i64 %kq.g1.2.base, %qc.bc64.0
  %kq0.p1.2 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq0.o1.2
  %kq0.e1.2 = load half, ptr addrspace(1) %kq0.p1.2, align 2
  %kq1.o1.2 = add i64 %kq.g1.2.base, %qc.bc64.1
  %kq1.p1.2 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq1.o1.2
  %kq1.e1.2 = load half, ptr addrspace(1) %kq1.p1.2, align 2
  %kq.r1.3 = add i32 %qc.lk, 19
  %kq.n1.3 = add i32 %n0, %kq.r1.3
  %kq.s1.3 = call i32 @llvm.smin.i32(i32 %kq.n1.3, i32 %kf.last)
  %kq.t1.3 = add i32 %kv.tok0, %kq.s1.3
  %kq.g1.3.r64 = sext i32 %kq.t1.3 to i64
  %kq.g1.3.h64 = sext i32 %num_heads_kv to i64
  %kq.g1.3.hh64 = sext i32 %h to i64
  %kq.g1.3.rh = mul nsw i64 %kq.g1.3.r64, %kq.g1.3.h64
  %kq.g1.3.rhh = add nsw i64 %kq.g1.3.rh, %kq.g1.3.hh64
  %kq.g1.3.base = mul i64 %kq.g1.3.rhh, 64
  %kq0.o1.3 = add i64 %kq.g1.3.base, %qc.bc64.0
  %kq0.p1.3 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq0.o1.3
  %kq0.e1.3 = load half, ptr addrspace(1) %kq0.p1.3, align 2
  %kq1.o1.3 = add i64 %kq.g1.3.base, %qc.bc64.1
  %kq1.p1.3 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq1.o1.3
  %kq1.e1.3 = load half, ptr addrspace(1) %kq1.p1.3, align 2
  %kq0.v1.0 = insertelement <4 x half> poison, half %kq0.e1.0, i32 0
  %kq0.v1.1 = insertelement <4 x half> %kq0.v1.0, half %kq0.e1.1, i32 1
  %kq0.v1.2 = insertelement <4 x half> %kq0.v1.1, half %kq0.e1.2, i32 2
  %kq0.1.h = insertelement <4 x half> %kq0.v1.2, half %kq0.e1.3, i32 3
  %kq1.v1.0 = insertelement <4 x half> poison, half %kq1.e1.0, i32 0
  %kq1.v1.1 = insertelement <4 x half> %kq1.v1.0, half %kq1.e1.1, i32 1
  %kq1.v1.2 = insertelement <4 x half> %kq1.v1.1, half %kq1.e1.2, i32 2
  %kq1.1.h = insertelement <4 x half> %kq1.v1.2, half %kq1.e1.3, i32 3
  %kq.r2.0 = add i32 %qc.lk, 32
  %kq.n2.0 = add i32 %n0, %kq.r2.0
  %kq.s2.0 = call i32 @llvm.smin.i32(i32 %kq.n2.0, i32 %kf.last)
  %kq.t2.0 = add i32 %kv.tok0, %kq.s2.0
  %kq.g2.0.r64 = sext i32 %kq.t2.0 to i64
  %kq.g2.0.h64 = sext i32 %num_heads_kv to i64
  %kq.g2.0.hh64 = sext i32 %h to i64
  %kq.g2.0.rh = mul nsw i64 %kq.g2.0.r64, %kq.g2.0.h64
  %kq.g2.0.rhh = add nsw i64 %kq.g2.0.rh, %kq.g2.0.hh64
  %kq.g2.0.base = mul i64 %kq.g2.0.rhh, 64
  %kq0.o2.0 = add i64 %kq.g2.0.base, %qc.bc64.0
  %kq0.p2.0 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq0.o2.0
  %kq0.e2.0 = load half, ptr addrspace(1) %kq0.p2.0, align 2
  %kq1.o2.0 = add i64 %kq.g2.0.base, %qc.bc64.1
  %kq1.p2.0 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq1.o2.0
  %kq1.e2.0 = load half, ptr addrspace(1) %kq1.p2.0, align 2
  %kq.r2.1 = add i32 %qc.lk, 33
  %kq.n2.1 = add i32 %n0, %kq.r2.1
  %kq.s2.1 = call i32 @llvm.smin.i32(i32 %kq.n2.1, i32 %kf.last)
  %kq.t2.1 = add i32 %kv.tok0, %kq.s2.1
  %kq.g2.1.r64 = sext i32 %kq.t2.1 to i64
  %kq.g2.1.h64 = sext i32 %num_heads_kv to i64
  %kq.g2.1.hh64 = sext i32 %h to i64
  %kq.g2.1.rh = mul nsw i64 %kq.g2.1.r64, %kq.g2.1.h64
  %kq.g2.1.rhh = add nsw i64 %kq.g2.1.rh, %kq.g2.1.hh64
  %kq.g2.1.base = mul i64 %kq.g2.1.rhh, 64
  %kq0.o2.1 = add i64 %kq.g2.1.base, %qc.bc64.0
  %kq0.p2.1 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq0.o2.1
  %kq0.e2.1 = load half, ptr addrspace(1) %kq0.p2.1, align 2
  %kq1.o2.1 = add i64 %kq.g2.1.base, %qc.bc64.1
  %kq1.p2.1 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq1.o2.1
  %kq1.e2.1 = load half, ptr addrspace(1) %kq1.p2.1, align 2
  %kq.r2.2 = add i32 %qc.lk, 34
  %kq.n2.2 = add i32 %n0, %kq.r2.2
  %kq.s2.2 = call i32 @llvm.smin.i32(i32 %kq.n2.2, i32 %kf.last)
  %kq.t2.2 = add i32 %kv.tok0, %kq.s2.2
  %kq.g2.2.r64 = sext i32 %kq.t2.2 to i64
  %kq.g2.2.h64 = sext i32 %num_heads_kv to i64
  %kq.g2.2.hh64 = sext i32 %h to i64
  %kq.g2.2.rh = mul nsw i64 %kq.g2.2.r64, %kq.g2.2.h64
  %kq.g2.2.rhh = add nsw i64 %kq.g2.2.rh, %kq.g2.2.hh64
  %kq.g2.2.base = mul i64 %kq.g2.2.rhh, 64
  %kq0.o2.2 = add i64 %kq.g2.2.base, %qc.bc64.0
  %kq0.p2.2 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq0.o2.2
  %kq0.e2.2 = load half, ptr addrspace(1) %kq0.p2.2, align 2
  %kq1.o2.2 = add i64 %kq.g2.2.base, %qc.bc64.1
  %kq1.p2.2 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq1.o2.2
  %kq1.e2.2 = load half, ptr addrspace(1) %kq1.p2.2, align 2
  %kq.r2.3 = add i32 %qc.lk, 35
  %kq.n2.3 = add i32 %n0, %kq.r2.3
  %kq.s2.3 = call i32 @llvm.smin.i32(i32 %kq.n2.3, i32 %kf.last)
  %kq.t2.3 = add i32 %kv.tok0, %kq.s2.3
  %kq.g2.3.r64 = sext i32 %kq.t2.3 to i64
  %kq.g2.3.h64 = sext i32 %num_heads_kv to i64
  %kq.g2.3.hh64 = sext i32 %h to i64
  %kq.g2.3.rh = mul nsw i64 %kq.g2.3.r64, %kq.g2.3.h64
  %kq.g2.3.rhh = add nsw i64 %kq.g2.3.rh, %kq.g2.3.hh64
  %kq.g2.3.base = mul i64 %kq.g2.3.rhh, 64
  %kq0.o2.3 = add i64 %kq.g2.3.base, %qc.bc64.0
  %kq0.p2.3 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq0.o2.3
  %kq0.e2.3 = load half, ptr addrspace(1) %kq0.p2.3, align 2
  %kq1.o2.3 = add i64 %kq.g2.3.base, %qc.bc64.1
  %kq1.p2.3 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq1.o2.3
  %kq1.e2.3 = load half, ptr addrspace(1) %kq1.p2.3, align 2
  %kq0.v2.0 = insertelement <4 x half> poison, half %kq0.e2.0, i32 0
  %kq0.v2.1 = insertelement <4 x half> %kq0.v2.0, half %kq0.e2.1, i32 1
  %kq0.v2.2 = insertelement <4 x half> %kq0.v2.1, half %kq0.e2.2, i32 2
  %kq0.2.h = insertelement <4 x half> %kq0.v2.2, half %kq0.e2.3, i32 3
  %kq1.v2.0 = insertelement <4 x half> poison, half %kq1.e2.0, i32 0
  %kq1.v2.1 = insertelement <4 x half> %kq1.v2.0, half %kq1.e2.1, i32 1
  %kq1.v2.2 = insertelement <4 x half> %kq1.v2.1, half %kq1.e2.2, i32 2
  %kq1.2.h = insertelement <4 x half> %kq1.v2.2, half %kq1.e2.3, i32 3
  %kq.r3.0 = add i32 %qc.lk, 48
  %kq.n3.0 = add i32 %n0, %kq.r3.0
  %kq.s3.0 = call i32 @llvm.smin.i32(i32 %kq.n3.0, i32 %kf.last)
  %kq.t3.0 = add i32 %kv.tok0, %kq.s3.0
  %kq.g3.0.r64 = sext i32 %kq.t3.0 to i64
  %kq.g3.0.h64 = sext i32 %num_heads_kv to i64
  %kq.g3.0.hh64 = sext i32 %h to i64
  %kq.g3.0.rh = mul nsw i64 %kq.g3.0.r64, %kq.g3.0.h64
  %kq.g3.0.rhh = add nsw i64 %kq.g3.0.rh, %kq.g3.0.hh64
  %kq.g3.0.base = mul i64 %kq.g3.0.rhh, 64
  %kq0.o3.0 = add i64 %kq.g3.0.base, %qc.bc64.0
  %kq0.p3.0 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq0.o3.0
  %kq0.e3.0 = load half, ptr addrspace(1) %kq0.p3.0, align 2
  %kq1.o3.0 = add i64 %kq.g3.0.base, %qc.bc64.1
  %kq1.p3.0 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq1.o3.0
  %kq1.e3.0 = load half, ptr addrspace(1) %kq1.p3.0, align 2
  %kq.r3.1 = add i32 %qc.lk, 49
  %kq.n3.1 = add i32 %n0, %kq.r3.1
  %kq.s3.1 = call i32 @llvm.smin.i32(i32 %kq.n3.1, i32 %kf.last)
  %kq.t3.1 = add i32 %kv.tok0, %kq.s3.1
  %kq.g3.1.r64 = sext i32 %kq.t3.1 to i64
  %kq.g3.1.h64 = sext i32 %num_heads_kv to i64
  %kq.g3.1.hh64 = sext i32 %h to i64
  %kq.g3.1.rh = mul nsw i64 %kq.g3.1.r64, %kq.g3.1.h64
  %kq.g3.1.rhh = add nsw i64 %kq.g3.1.rh, %kq.g3.1.hh64
  %kq.g3.1.base = mul i64 %kq.g3.1.rhh, 64
  %kq0.o3.1 = add i64 %kq.g3.1.base, %qc.bc64.0
  %kq0.p3.1 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq0.o3.1
  %kq0.e3.1 = load half, ptr addrspace(1) %kq0.p3.1, align 2
  %kq1.o3.1 = add i64 %kq.g3.1.base, %qc.bc64.1
  %kq1.p3.1 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq1.o3.1
  %kq1.e3.1 = load half, ptr addrspace(1) %kq1.p3.1, align 2
  %kq.r3.2 = add i32 %qc.lk, 50
  %kq.n3.2 = add i32 %n0, %kq.r3.2
  %kq.s3.2 = call i32 @llvm.smin.i32(i32 %kq.n3.2, i32 %kf.last)
  %kq.t3.2 = add i32 %kv.tok0, %kq.s3.2
  %kq.g3.2.r64 = sext i32 %kq.t3.2 to i64
  %kq.g3.2.h64 = sext i32 %num_heads_kv to i64
  %kq.g3.2.hh64 = sext i32 %h to i64
  %kq.g3.2.rh = mul nsw i64 %kq.g3.2.r64, %kq.g3.2.h64
  %kq.g3.2.rhh = add nsw i64 %kq.g3.2.rh, %kq.g3.2.hh64
  %kq.g3.2.base = mul i64 %kq.g3.2.rhh, 64
  %kq0.o3.2 = add i64 %kq.g3.2.base, %qc.bc64.0
  %kq0.p3.2 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq0.o3.2
  %kq0.e3.2 = load half, ptr addrspace(1) %kq0.p3.2, align 2
  %kq1.o3.2 = add i64 %kq.g3.2.base, %qc.bc64.1
  %kq1.p3.2 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq1.o3.2
  %kq1.e3.2 = load half, ptr addrspace(1) %kq1.p3.2, align 2
  %kq.r3.3 = add i32 %qc.lk, 51
  %kq.n3.3 = add i32 %n0, %kq.r3.3
  %kq.s3.3 = call i32 @llvm.smin.i32(i32 %kq.n3.3, i32 %kf.last)
  %kq.t3.3 = add i32 %kv.tok0, %kq.s3.3
  %kq.g3.3.r64 = sext i32 %kq.t3.3 to i64
  %kq.g3.3.h64 = sext i32 %num_heads_kv to i64
  %kq.g3.3.hh64 = sext i32 %h to i64
  %kq.g3.3.rh = mul nsw i64 %kq.g3.3.r64, %kq.g3.3.h64
  %kq.g3.3.rhh = add nsw i64 %kq.g3.3.rh, %kq.g3.3.hh64
  %kq.g3.3.base = mul i64 %kq.g3.3.rhh, 64
  %kq0.o3.3 = add i64 %kq.g3.3.base, %qc.bc64.0
  %kq0.p3.3 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq0.o3.3
  %kq0.e3.3 = load half, ptr addrspace(1) %kq0.p3.3, align 2
  %kq1.o3.3 = add i64 %kq.g3.3.base, %qc.bc64.1
  %kq1.p3.3 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq1.o3.3
  %kq1.e3.3 = load half, ptr addrspace(1) %kq1.p3.3, align 2
  %kq0.v3.0 = insertelement <4 x half> poison, half %kq0.e3.0, i32 0
  %kq0.v3.1 = insertelement <4 x half> %kq0.v3.0, half %kq0.e3.1, i32 1
  %kq0.v3.2 = insertelement <4 x half> %kq0.v3.1, half %kq0.e3.2, i32 2
  %kq0.3.h = insertelement <4 x half> %kq0.v3.2, half %kq0.e3.3, i32 3
  %kq1.v3.0 = insertelement <4 x half> poison, half %kq1.e3.0, i32 0
  %kq1.v3.1 = insertelement <4 x half> %kq1.v3.0, half %kq1.e3.1, i32 1
  %kq1.v3.2 = insertelement <4 x half> %kq1.v3.1, half %kq1.e3.2, i32 2
  %kq1.3.h = insertelement <4 x half> %kq1.v3.2, half %kq1.e3.3, i32 3
  %kq.r4.0 = add i32 %qc.lk, 64
  %kq.n4.0 = add i32 %n0, %kq.r4.0
  %kq.s4.0 = call i32 @llvm.smin.i32(i32 %kq.n4.0, i32 %kf.last)
  %kq.t4.0 = add i32 %kv.tok0, %kq.s4.0
  %kq.g4.0.r64 = sext i32 %kq.t4.0 to i64
  %kq.g4.0.h64 = sext i32 %num_heads_kv to i64
  %kq.g4.0.hh64 = sext i32 %h to i64
  %kq.g4.0.rh = mul nsw i64 %kq.g4.0.r64, %kq.g4.0.h64
  %kq.g4.0.rhh = add nsw i64 %kq.g4.0.rh, %kq.g4.0.hh64
  %kq.g4.0.base = mul i64 %kq.g4.0.rhh, 64
  %kq0.o4.0 = add i64 %kq.g4.0.base, %qc.bc64.0
  %kq0.p4.0 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq0.o4.0
  %kq0.e4.0 = load half, ptr addrspace(1) %kq0.p4.0, align 2
  %kq1.o4.0 = add i64 %kq.g4.0.base, %qc.bc64.1
  %kq1.p4.0 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq1.o4.0
  %kq1.e4.0 = load half, ptr addrspace(1) %kq1.p4.0, align 2
  %kq.r4.1 = add i32 %qc.lk, 65
  %kq.n4.1 = add i32 %n0, %kq.r4.1
  %kq.s4.1 = call i32 @llvm.smin.i32(i32 %kq.n4.1, i32 %kf.last)
  %kq.t4.1 = add i32 %kv.tok0, %kq.s4.1
  %kq.g4.1.r64 = sext i32 %kq.t4.1 to i64
  %kq.g4.1.h64 = sext i32 %num_heads_kv to i64
  %kq.g4.1.hh64 = sext i32 %h to i64
  %kq.g4.1.rh = mul nsw i64 %kq.g4.1.r64, %kq.g4.1.h64
  %kq.g4.1.rhh = add nsw i64 %kq.g4.1.rh, %kq.g4.1.hh64
  %kq.g4.1.base = mul i64 %kq.g4.1.rhh, 64
  %kq0.o4.1 = add i64 %kq.g4.1.base, %qc.bc64.0
  %kq0.p4.1 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq0.o4.1
  %kq0.e4.1 = load half, ptr addrspace(1) %kq0.p4.1, align 2
  %kq1.o4.1 = add i64 %kq.g4.1.base, %qc.bc64.1
  %kq1.p4.1 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq1.o4.1
  %kq1.e4.1 = load half, ptr addrspace(1) %kq1.p4.1, align 2
  %kq.r4.2 = add i32 %qc.lk, 66
  %kq.n4.2 = add i32 %n0, %kq.r4.2
  %kq.s4.2 = call i32 @llvm.smin.i32(i32 %kq.n4.2, i32 %kf.last)
  %kq.t4.2 = add i32 %kv.tok0, %kq.s4.2
  %kq.g4.2.r64 = sext i32 %kq.t4.2 to i64
  %kq.g4.2.h64 = sext i32 %num_heads_kv to i64
  %kq.g4.2.hh64 = sext i32 %h to i64
  %kq.g4.2.rh = mul nsw i64 %kq.g4.2.r64, %kq.g4.2.h64
  %kq.g4.2.rhh = add nsw i64 %kq.g4.2.rh, %kq.g4.2.hh64
  %kq.g4.2.base = mul i64 %kq.g4.2.rhh, 64
  %kq0.o4.2 = add i64 %kq.g4.2.base, %qc.bc64.0
  %kq0.p4.2 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq0.o4.2
  %kq0.e4.2 = load half, ptr addrspace(1) %kq0.p4.2, align 2
  %kq1.o4.2 = add i64 %kq.g4.2.base, %qc.bc64.1
  %kq1.p4.2 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq1.o4.2
  %kq1.e4.2 = load half, ptr addrspace(1) %kq1.p4.2, align 2
  %kq.r4.3 = add i32 %qc.lk, 67
  %kq.n4.3 = add i32 %n0, %kq.r4.3
  %kq.s4.3 = call i32 @llvm.smin.i32(i32 %kq.n4.3, i32 %kf.last)
  %kq.t4.3 = add i32 %kv.tok0, %kq.s4.3
  %kq.g4.3.r64 = sext i32 %kq.t4.3 to i64
  %kq.g4.3.h64 = sext i32 %num_heads_kv to i64
  %kq.g4.3.hh64 = sext i32 %h to i64
  %kq.g4.3.rh = mul nsw i64 %kq.g4.3.r64, %kq.g4.3.h64
  %kq.g4.3.rhh = add nsw i64 %kq.g4.3.rh, %kq.g4.3.hh64
  %kq.g4.3.base = mul i64 %kq.g4.3.rhh, 64
  %kq0.o4.3 = add i64 %kq.g4.3.base, %qc.bc64.0
  %kq0.p4.3 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq0.o4.3
  %kq0.e4.3 = load half, ptr addrspace(1) %kq0.p4.3, align 2
  %kq1.o4.3 = add i64 %kq.g4.3.base, %qc.bc64.1
  %kq1.p4.3 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq1.o4.3
  %kq1.e4.3 = load half, ptr addrspace(1) %kq1.p4.3, align 2
  %kq0.v4.0 = insertelement <4 x half> poison, half %kq0.e4.0, i32 0
  %kq0.v4.1 = insertelement <4 x half> %kq0.v4.0, half %kq0.e4.1, i32 1
  %kq0.v4.2 = insertelement <4 x half> %kq0.v4.1, half %kq0.e4.2, i32 2
  %kq0.4.h = insertelement <4 x half> %kq0.v4.2, half %kq0.e4.3, i32 3
  %kq1.v4.0 = insertelement <4 x half> poison, half %kq1.e4.0, i32 0
  %kq1.v4.1 = insertelement <4 x half> %kq1.v4.0, half %kq1.e4.1, i32 1
  %kq1.v4.2 = insertelement <4 x half> %kq1.v4.1, half %kq1.e4.2, i32 2
  %kq1.4.h = insertelement <4 x half> %kq1.v4.2, half %kq1.e4.3, i32 3
  %kq.r5.0 = add i32 %qc.lk, 80
  %kq.n5.0 = add i32 %n0, %kq.r5.0
  %kq.s5.0 = call i32 @llvm.smin.i32(i32 %kq.n5.0, i32 %kf.last)
  %kq.t5.0 = add i32 %kv.tok0, %kq.s5.0
  %kq.g5.0.r64 = sext i32 %kq.t5.0 to i64
  %kq.g5.0.h64 = sext i32 %num_heads_kv to i64
  %kq.g5.0.hh64 = sext i32 %h to i64
  %kq.g5.0.rh = mul nsw i64 %kq.g5.0.r64, %kq.g5.0.h64
  %kq.g5.0.rhh = add nsw i64 %kq.g5.0.rh, %kq.g5.0.hh64
  %kq.g5.0.base = mul i64 %kq.g5.0.rhh, 64
  %kq0.o5.0 = add i64 %kq.g5.0.base, %qc.bc64.0
  %kq0.p5.0 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq0.o5.0
  %kq0.e5.0 = load half, ptr addrspace(1) %kq0.p5.0, align 2
  %kq1.o5.0 = add i64 %kq.g5.0.base, %qc.bc64.1
  %kq1.p5.0 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq1.o5.0
  %kq1.e5.0 = load half, ptr addrspace(1) %kq1.p5.0, align 2
  %kq.r5.1 = add i32 %qc.lk, 81
  %kq.n5.1 = add i32 %n0, %kq.r5.1
  %kq.s5.1 = call i32 @llvm.smin.i32(i32 %kq.n5.1, i32 %kf.last)
  %kq.t5.1 = add i32 %kv.tok0, %kq.s5.1
  %kq.g5.1.r64 = sext i32 %kq.t5.1 to i64
  %kq.g5.1.h64 = sext i32 %num_heads_kv to i64
  %kq.g5.1.hh64 = sext i32 %h to i64
  %kq.g5.1.rh = mul nsw i64 %kq.g5.1.r64, %kq.g5.1.h64
  %kq.g5.1.rhh = add nsw i64 %kq.g5.1.rh, %kq.g5.1.hh64
  %kq.g5.1.base = mul i64 %kq.g5.1.rhh, 64
  %kq0.o5.1 = add i64 %kq.g5.1.base, %qc.bc64.0
  %kq0.p5.1 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq0.o5.1
  %kq0.e5.1 = load half, ptr addrspace(1) %kq0.p5.1, align 2
  %kq1.o5.1 = add i64 %kq.g5.1.base, %qc.bc64.1
  %kq1.p5.1 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq1.o5.1
  %kq1.e5.1 = load half, ptr addrspace(1) %kq1.p5.1, align 2
  %kq.r5.2 = add i32 %qc.lk, 82
  %kq.n5.2 = add i32 %n0, %kq.r5.2
  %kq.s5.2 = call i32 @llvm.smin.i32(i32 %kq.n5.2, i32 %kf.last)
  %kq.t5.2 = add i32 %kv.tok0, %kq.s5.2
  %kq.g5.2.r64 = sext i32 %kq.t5.2 to i64
  %kq.g5.2.h64 = sext i32 %num_heads_kv to i64
  %kq.g5.2.hh64 = sext i32 %h to i64
  %kq.g5.2.rh = mul nsw i64 %kq.g5.2.r64, %kq.g5.2.h64
  %kq.g5.2.rhh = add nsw i64 %kq.g5.2.rh, %kq.g5.2.hh64
  %kq.g5.2.base = mul i64 %kq.g5.2.rhh, 64
  %kq0.o5.2 = add i64 %kq.g5.2.base, %qc.bc64.0
  %kq0.p5.2 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq0.o5.2
  %kq0.e5.2 = load half, ptr addrspace(1) %kq0.p5.2, align 2
  %kq1.o5.2 = add i64 %kq.g5.2.base, %qc.bc64.1
  %kq1.p5.2 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq1.o5.2
  %kq1.e5.2 = load half, ptr addrspace(1) %kq1.p5.2, align 2
  %kq.r5.3 = add i32 %qc.lk, 83
  %kq.n5.3 = add i32 %n0, %kq.r5.3
  %kq.s5.3 = call i32 @llvm.smin.i32(i32 %kq.n5.3, i32 %kf.last)
  %kq.t5.3 = add i32 %kv.tok0, %kq.s5.3
  %kq.g5.3.r64 = sext i32 %kq.t5.3 to i64
  %kq.g5.3.h64 = sext i32 %num_heads_kv to i64
  %kq.g5.3.hh64 = sext i32 %h to i64
  %kq.g5.3.rh = mul nsw i64 %kq.g5.3.r64, %kq.g5.3.h64
  %kq.g5.3.rhh = add nsw i64 %kq.g5.3.rh, %kq.g5.3.hh64
  %kq.g5.3.base = mul i64 %kq.g5.3.rhh, 64
  %kq0.o5.3 = add i64 %kq.g5.3.base, %qc.bc64.0
  %kq0.p5.3 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq0.o5.3
  %kq0.e5.3 = load half, ptr addrspace(1) %kq0.p5.3, align 2
  %kq1.o5.3 = add i64 %kq.g5.3.base, %qc.bc64.1
  %kq1.p5.3 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq1.o5.3
  %kq1.e5.3 = load half, ptr addrspace(1) %kq1.p5.3, align 2
  %kq0.v5.0 = insertelement <4 x half> poison, half %kq0.e5.0, i32 0
  %kq0.v5.1 = insertelement <4 x half> %kq0.v5.0, half %kq0.e5.1, i32 1
  %kq0.v5.2 = insertelement <4 x half> %kq0.v5.1, half %kq0.e5.2, i32 2
  %kq0.5.h = insertelement <4 x half> %kq0.v5.2, half %kq0.e5.3, i32 3
  %kq1.v5.0 = insertelement <4 x half> poison, half %kq1.e5.0, i32 0
  %kq1.v5.1 = insertelement <4 x half> %kq1.v5.0, half %kq1.e5.1, i32 1
  %kq1.v5.2 = insertelement <4 x half> %kq1.v5.1, half %kq1.e5.2, i32 2
  %kq1.5.h = insertelement <4 x half> %kq1.v5.2, half %kq1.e5.3, i32 3
  %kq.r6.0 = add i32 %qc.lk, 96
  %kq.n6.0 = add i32 %n0, %kq.r6.0
  %kq.s6.0 = call i32 @llvm.smin.i32(i32 %kq.n6.0, i32 %kf.last)
  %kq.t6.0 = add i32 %kv.tok0, %kq.s6.0
  %kq.g6.0.r64 = sext i32 %kq.t6.0 to i64
  %kq.g6.0.h64 = sext i32 %num_heads_kv to i64
  %kq.g6.0.hh64 = sext i32 %h to i64
  %kq.g6.0.rh = mul nsw i64 %kq.g6.0.r64, %kq.g6.0.h64
  %kq.g6.0.rhh = add nsw i64 %kq.g6.0.rh, %kq.g6.0.hh64
  %kq.g6.0.base = mul i64 %kq.g6.0.rhh, 64
  %kq0.o6.0 = add i64 %kq.g6.0.base, %qc.bc64.0
  %kq0.p6.0 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq0.o6.0
  %kq0.e6.0 = load half, ptr addrspace(1) %kq0.p6.0, align 2
  %kq1.o6.0 = add i64 %kq.g6.0.base, %qc.bc64.1
  %kq1.p6.0 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq1.o6.0
  %kq1.e6.0 = load half, ptr addrspace(1) %kq1.p6.0, align 2
  %kq.r6.1 = add i32 %qc.lk, 97
  %kq.n6.1 = add i32 %n0, %kq.r6.1
  %kq.s6.1 = call i32 @llvm.smin.i32(i32 %kq.n6.1, i32 %kf.last)
  %kq.t6.1 = add i32 %kv.tok0, %kq.s6.1
  %kq.g6.1.r64 = sext i32 %kq.t6.1 to i64
  %kq.g6.1.h64 = sext i32 %num_heads_kv to i64
  %kq.g6.1.hh64 = sext i32 %h to i64
  %kq.g6.1.rh = mul nsw i64 %kq.g6.1.r64, %kq.g6.1.h64
  %kq.g6.1.rhh = add nsw i64 %kq.g6.1.rh, %kq.g6.1.hh64
  %kq.g6.1.base = mul i64 %kq.g6.1.rhh, 64
  %kq0.o6.1 = add i64 %kq.g6.1.base, %qc.bc64.0
  %kq0.p6.1 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq0.o6.1
  %kq0.e6.1 = load half, ptr addrspace(1) %kq0.p6.1, align 2
  %kq1.o6.1 = add i64 %kq.g6.1.base, %qc.bc64.1
  %kq1.p6.1 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq1.o6.1
  %kq1.e6.1 = load half, ptr addrspace(1) %kq1.p6.1, align 2
  %kq.r6.2 = add i32 %qc.lk, 98
  %kq.n6.2 = add i32 %n0, %kq.r6.2
  %kq.s6.2 = call i32 @llvm.smin.i32(i32 %kq.n6.2, i32 %kf.last)
  %kq.t6.2 = add i32 %kv.tok0, %kq.s6.2
  %kq.g6.2.r64 = sext i32 %kq.t6.2 to i64
  %kq.g6.2.h64 = sext i32 %num_heads_kv to i64
  %kq.g6.2.hh64 = sext i32 %h to i64
  %kq.g6.2.rh = mul nsw i64 %kq.g6.2.r64, %kq.g6.2.h64
  %kq.g6.2.rhh = add nsw i64 %kq.g6.2.rh, %kq.g6.2.hh64
  %kq.g6.2.base = mul i64 %kq.g6.2.rhh, 64
  %kq0.o6.2 = add i64 %kq.g6.2.base, %qc.bc64.0
  %kq0.p6.2 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq0.o6.2
  %kq0.e6.2 = load half, ptr addrspace(1) %kq0.p6.2, align 2
  %kq1.o6.2 = add i64 %kq.g6.2.base, %qc.bc64.1
  %kq1.p6.2 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq1.o6.2
  %kq1.e6.2 = load half, ptr addrspace(1) %kq1.p6.2, align 2
  %kq.r6.3 = add i32 %qc.lk, 99
  %kq.n6.3 = add i32 %n0, %kq.r6.3
  %kq.s6.3 = call i32 @llvm.smin.i32(i32 %kq.n6.3, i32 %kf.last)
  %kq.t6.3 = add i32 %kv.tok0, %kq.s6.3
  %kq.g6.3.r64 = sext i32 %kq.t6.3 to i64
  %kq.g6.3.h64 = sext i32 %num_heads_kv to i64
  %kq.g6.3.hh64 = sext i32 %h to i64
  %kq.g6.3.rh = mul nsw i64 %kq.g6.3.r64, %kq.g6.3.h64
  %kq.g6.3.rhh = add nsw i64 %kq.g6.3.rh, %kq.g6.3.hh64
  %kq.g6.3.base = mul i64 %kq.g6.3.rhh, 64
  %kq0.o6.3 = add i64 %kq.g6.3.base, %qc.bc64.0
  %kq0.p6.3 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq0.o6.3
  %kq0.e6.3 = load half, ptr addrspace(1) %kq0.p6.3, align 2
  %kq1.o6.3 = add i64 %kq.g6.3.base, %qc.bc64.1
  %kq1.p6.3 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq1.o6.3
  %kq1.e6.3 = load half, ptr addrspace(1) %kq1.p6.3, align 2
  %kq0.v6.0 = insertelement <4 x half> poison, half %kq0.e6.0, i32 0
  %kq0.v6.1 = insertelement <4 x half> %kq0.v6.0, half %kq0.e6.1, i32 1
  %kq0.v6.2 = insertelement <4 x half> %kq0.v6.1, half %kq0.e6.2, i32 2
  %kq0.6.h = insertelement <4 x half> %kq0.v6.2, half %kq0.e6.3, i32 3
  %kq1.v6.0 = insertelement <4 x half> poison, half %kq1.e6.0, i32 0
  %kq1.v6.1 = insertelement <4 x half> %kq1.v6.0, half %kq1.e6.1, i32 1
  %kq1.v6.2 = insertelement <4 x half> %kq1.v6.1, half %kq1.e6.2, i32 2
  %kq1.6.h = insertelement <4 x half> %kq1.v6.2, half %kq1.e6.3, i32 3
  %kq.r7.0 = add i32 %qc.lk, 112
  %kq.n7.0 = add i32 %n0, %kq.r7.0
  %kq.s7.0 = call i32 @llvm.smin.i32(i32 %kq.n7.0, i32 %kf.last)
  %kq.t7.0 = add i32 %kv.tok0, %kq.s7.0
  %kq.g7.0.r64 = sext i32 %kq.t7.0 to i64
  %kq.g7.0.h64 = sext i32 %num_heads_kv to i64
  %kq.g7.0.hh64 = sext i32 %h to i64
  %kq.g7.0.rh = mul nsw i64 %kq.g7.0.r64, %kq.g7.0.h64
  %kq.g7.0.rhh = add nsw i64 %kq.g7.0.rh, %kq.g7.0.hh64
  %kq.g7.0.base = mul i64 %kq.g7.0.rhh, 64
  %kq0.o7.0 = add i64 %kq.g7.0.base, %qc.bc64.0
  %kq0.p7.0 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq0.o7.0
  %kq0.e7.0 = load half, ptr addrspace(1) %kq0.p7.0, align 2
  %kq1.o7.0 = add i64 %kq.g7.0.base, %qc.bc64.1
  %kq1.p7.0 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq1.o7.0
  %kq1.e7.0 = load half, ptr addrspace(1) %kq1.p7.0, align 2
  %kq.r7.1 = add i32 %qc.lk, 113
  %kq.n7.1 = add i32 %n0, %kq.r7.1
  %kq.s7.1 = call i32 @llvm.smin.i32(i32 %kq.n7.1, i32 %kf.last)
  %kq.t7.1 = add i32 %kv.tok0, %kq.s7.1
  %kq.g7.1.r64 = sext i32 %kq.t7.1 to i64
  %kq.g7.1.h64 = sext i32 %num_heads_kv to i64
  %kq.g7.1.hh64 = sext i32 %h to i64
  %kq.g7.1.rh = mul nsw i64 %kq.g7.1.r64, %kq.g7.1.h64
  %kq.g7.1.rhh = add nsw i64 %kq.g7.1.rh, %kq.g7.1.hh64
  %kq.g7.1.base = mul i64 %kq.g7.1.rhh, 64
  %kq0.o7.1 = add i64 %kq.g7.1.base, %qc.bc64.0
  %kq0.p7.1 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq0.o7.1
  %kq0.e7.1 = load half, ptr addrspace(1) %kq0.p7.1, align 2
  %kq1.o7.1 = add i64 %kq.g7.1.base, %qc.bc64.1
  %kq1.p7.1 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq1.o7.1
  %kq1.e7.1 = load half, ptr addrspace(1) %kq1.p7.1, align 2
  %kq.r7.2 = add i32 %qc.lk, 114
  %kq.n7.2 = add i32 %n0, %kq.r7.2
  %kq.s7.2 = call i32 @llvm.smin.i32(i32 %kq.n7.2, i32 %kf.last)
  %kq.t7.2 = add i32 %kv.tok0, %kq.s7.2
  %kq.g7.2.r64 = sext i32 %kq.t7.2 to i64
  %kq.g7.2.h64 = sext i32 %num_heads_kv to i64
  %kq.g7.2.hh64 = sext i32 %h to i64
  %kq.g7.2.rh = mul nsw i64 %kq.g7.2.r64, %kq.g7.2.h64
  %kq.g7.2.rhh = add nsw i64 %kq.g7.2.rh, %kq.g7.2.hh64
  %kq.g7.2.base = mul i64 %kq.g7.2.rhh, 64
  %kq0.o7.2 = add i64 %kq.g7.2.base, %qc.bc64.0
  %kq0.p7.2 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq0.o7.2
  %kq0.e7.2 = load half, ptr addrspace(1) %kq0.p7.2, align 2
  %kq1.o7.2 = add i64 %kq.g7.2.base, %qc.bc64.1
  %kq1.p7.2 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq1.o7.2
  %kq1.e7.2 = load half, ptr addrspace(1) %kq1.p7.2, align 2
  %kq.r7.3 = add i32 %qc.lk, 115
  %kq.n7.3 = add i32 %n0, %kq.r7.3
  %kq.s7.3 = call i32 @llvm.smin.i32(i32 %kq.n7.3, i32 %kf.last)
  %kq.t7.3 = add i32 %kv.tok0, %kq.s7.3
  %kq.g7.3.r64 = sext i32 %kq.t7.3 to i64
  %kq.g7.3.h64 = sext i32 %num_heads_kv to i64
  %kq.g7.3.hh64 = sext i32 %h to i64
  %kq.g7.3.rh = mul nsw i64 %kq.g7.3.r64, %kq.g7.3.h64
  %kq.g7.3.rhh = add nsw i64 %kq.g7.3.rh, %kq.g7.3.hh64
  %kq.g7.3.base = mul i64 %kq.g7.3.rhh, 64
  %kq0.o7.3 = add i64 %kq.g7.3.base, %qc.bc64.0
  %kq0.p7.3 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq0.o7.3
  %kq0.e7.3 = load half, ptr addrspace(1) %kq0.p7.3, align 2
  %kq1.o7.3 = add i64 %kq.g7.3.base, %qc.bc64.1
  %kq1.p7.3 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kq1.o7.3
  %kq1.e7.3 = load half, ptr addrspace(1) %kq1.p7.3, align 2
  %kq0.v7.0 = insertelement <4 x half> poison, half %kq0.e7.0, i32 0
  %kq0.v7.1 = insertelement <4 x half> %kq0.v7.0, half %kq0.e7.1, i32 1
  %kq0.v7.2 = insertelement <4 x half> %kq0.v7.1, half %kq0.e7.2, i32 2
  %kq0.7.h = insertelement <4 x half> %kq0.v7.2, half %kq0.e7.3, i32 3
  %kq1.v7.0 = insertelement <4 x half> poison, half %kq1.e7.0, i32 0
  %kq1.v7.1 = insertelement <4 x half> %kq1.v7.0, half %kq1.e7.1, i32 1
  %kq1.v7.2 = insertelement <4 x half> %kq1.v7.1, half %kq1.e7.2, i32 2
  %kq1.7.h = insertelement <4 x half> %kq1.v7.2, half %kq1.e7.3, i32 3
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
  %p0.s0 = add i32 0, %pf.r0
  %p0.v0 = icmp slt i32 %p0.s0, %seqlen_q
  %p0.c0 = select i1 %p0.v0, i32 %p0.s0, i32 %p0.last
  %p0.t0 = add i32 %q.tok0, %p0.c0
  %p0.g0.r64 = sext i32 %p0.t0 to i64
  %p0.g0.h64 = sext i32 %num_heads_q to i64
  %p0.g0.hh64 = sext i32 %hq0 to i64
  %p0.g0.rh = mul nsw i64 %p0.g0.r64, %p0.g0.h64
  %p0.g0.rhh = add nsw i64 %p0.g0.rh, %p0.g0.hh64
  %p0.g0.base = mul i64 %p0.g0.rhh, 64
  %p0.off0 = add i64 %p0.g0.base, %ld.col64
  %p0.qp0 = getelementptr inbounds half, ptr addrspace(1) %q, i64 %p0.off0
  %p0.q0 = load <8 x half>, ptr addrspace(1) %p0.qp0, align 16
  %p0.op0 = getelementptr inbounds half, ptr addrspace(1) %dout, i64 %p0.off0
  %p0.o0 = load <8 x half>, ptr addrspace(1) %p0.op0, align 16
  %p0.ls = add i32 0, %lt.row
  %p0.lv = icmp slt i32 %p0.ls, %seqlen_q
  %p0.lc = select i1 %p0.lv, i32 %p0.ls, i32 %p0.last
  %p0.li.r64 = sext i32 %p0.lc to i64
  %p0.li = add nsw i64 %p0.lb, %p0.li.r64
  %p0.li.lp = getelementptr inbounds float, ptr addrspace(1) %lse, i64 %p0.li
  %p0.li.dp = getelementptr inbounds float, ptr addrspace(1) %delta, i64 %p0.li

  %p0.l = load float, ptr addrspace(1) %p0.li.lp, align 4
  %p0.d = load float, ptr addrspace(1) %p0.li.dp, align 4
  %p0.ws0 = add i32 0, %pf.r0
  %p0.wv0 = icmp slt i32 %p0.ws0, %seqlen_q
  %p0.wq0 = select i1 %p0.wv0, <8 x half> %p0.q0, <8 x half> zeroinitializer
  %p0.wqp0 = getelementptr inbounds half, ptr addrspace(3) @q.lds, i32 %pf.lo0
  store <8 x half> %p0.wq0, ptr addrspace(3) %p0.wqp0, align 16
  %p0.wo0 = select i1 %p0.wv0, <8 x half> %p0.o0, <8 x half> zeroinitializer
  %p0.wop0 = getelementptr inbounds half, ptr addrspace(3) @do.lds, i32 %pf.lo0
  store <8 x half> %p0.wo0, ptr addrspace(3) %p0.wop0, align 16
  %p0.l2 = fmul float %p0.l, 0x3FF7154760000000
  %p0.fin = fcmp une float %p0.l2, 0xFFF0000000000000
  %p0.use = and i1 %p0.lv, %p0.fin
  %p0.lx = select i1 %p0.use, float %p0.l2, float 0x7FF0000000000000
  %p0.dx = select i1 %p0.lv, float %p0.d, float 0.0
  %p0.sp = getelementptr inbounds float, ptr addrspace(3) @lse.lds, i32 %tid
  store float %p0.lx, ptr addrspace(3) %p0.sp, align 4
  %p0.sd = getelementptr inbounds float, ptr addrspace(3) @dl.lds, i32 %tid
  store float %p0.dx, ptr addrspace(3) %p0.sd, align 4
  br label %qt

qt:
  ; LDS holds pair (g, m0)'s Q, dO tiles and lse/delta rows, stored by the previous pair
  %g = phi i32 [ 0, %qt.pre ], [ %g.n, %qt.next ]
  %m0 = phi i32 [ 0, %qt.pre ], [ %m0.n, %qt.next ]
  %qt.dk0 = phi <16 x float> [ zeroinitializer, %qt.pre ], [ %mg.dk0, %qt.next ]
  %qt.dv0 = phi <16 x float> [ zeroinitializer, %qt.pre ], [ %mg.dv0, %qt.next ]
  %qt.dk1 = phi <16 x float> [ zeroinitializer, %qt.pre ], [ %mg.dk1, %qt.next ]
  %qt.dv1 = phi <16 x float> [ zeroinitializer, %qt.pre ], [ %mg.dv1, %qt.next ]
  ; the next pair (past the last one: the current head again, so every read is in bounds)
  %nx.m0a = add i32 %m0, 32
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
  %ns.s0 = add i32 %nx.m0, %pf.r0
  %ns.v0 = icmp slt i32 %ns.s0, %seqlen_q
  %ns.c0 = select i1 %ns.v0, i32 %ns.s0, i32 %ns.last
  %ns.t0 = add i32 %q.tok0, %ns.c0
  %ns.g0.r64 = sext i32 %ns.t0 to i64
  %ns.g0.h64 = sext i32 %num_heads_q to i64
  %ns.g0.hh64 = sext i32 %nx.hq to i64
  %ns.g0.rh = mul nsw i64 %ns.g0.r64, %ns.g0.h64
  %ns.g0.rhh = add nsw i64 %ns.g0.rh, %ns.g0.hh64
  %ns.g0.base = mul i64 %ns.g0.rhh, 64
  %ns.off0 = add i64 %ns.g0.base, %ld.col64
  %ns.qp0 = getelementptr inbounds half, ptr addrspace(1) %q, i64 %ns.off0
  %ns.q0 = load <8 x half>, ptr addrspace(1) %ns.qp0, align 16
  %ns.op0 = getelementptr inbounds half, ptr addrspace(1) %dout, i64 %ns.off0
  %ns.o0 = load <8 x half>, ptr addrspace(1) %ns.op0, align 16
  %ns.ls = add i32 %nx.m0, %lt.row
  %ns.lv = icmp slt i32 %ns.ls, %seqlen_q
  %ns.lc = select i1 %ns.lv, i32 %ns.ls, i32 %ns.last
  %ns.li.r64 = sext i32 %ns.lc to i64
  %ns.li = add nsw i64 %nx.lb, %ns.li.r64
  %ns.li.lp = getelementptr inbounds float, ptr addrspace(1) %lse, i64 %ns.li
  %ns.li.dp = getelementptr inbounds float, ptr addrspace(1) %delta, i64 %ns.li

  %ns.l = load float, ptr addrspace(1) %ns.li.lp, align 4
  %ns.d = load float, ptr addrspace(1) %ns.li.dp, align 4
  %ns.ws0 = add i32 %nx.m0, %pf.r0
  %ns.wv0 = icmp slt i32 %ns.ws0, %seqlen_q
  %ns.wq0 = select i1 %ns.wv0, <8 x half> %ns.q0, <8 x half> zeroinitializer
  %ns.wqp0 = getelementptr inbounds half, ptr addrspace(3) @q.lds, i32 %pf.lo0
  store <8 x half> %ns.wq0, ptr addrspace(3) %ns.wqp0, align 16
  %ns.wo0 = select i1 %ns.wv0, <8 x half> %ns.o0, <8 x half> zeroinitializer
  %ns.wop0 = getelementptr inbounds half, ptr addrspace(3) @do.lds, i32 %pf.lo0
  store <8 x half> %ns.wo0, ptr addrspace(3) %ns.wop0, align 16
  %ns.l2 = fmul float %ns.l, 0x3FF7154760000000
  %ns.fin = fcmp une float %ns.l2, 0xFFF0000000000000
  %ns.use = and i1 %ns.lv, %ns.fin
  %ns.lx = select i1 %ns.use, float %ns.l2, float 0x7FF0000000000000
  %ns.dx = select i1 %ns.lv, float %ns.d, float 0.0
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
  %z.i16 = insertelement <16 x float> poison, float %z.0, i32 0
  %zacc16 = shufflevector <16 x float> %z.i16, <16 x float> poison, <16 x i32> zeroinitializer
  %z.i4 = insertelement <4 x float> poison, float %z.0, i32 0
  %zacc4 = shufflevector <4 x float> %z.i4, <4 x float> poison, <4 x i32> zeroinitializer
  ; S = Q K^T and dP = dO V^T, block 0
  %s0.a0.p = getelementptr inbounds half, ptr addrspace(3) @q.lds, i32 %sa.qa0
  %s0.a0.h = load <4 x half>, ptr addrspace(3) %s0.a0.p, align 8

  %s0.k0 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %s0.a0.h, <4 x half> %kf0.0.h, <16 x float> %zacc16, i32 0, i32 0, i32 0)
  %s0.ai1 = add i32 %sa.qa0, 8
  %s0.a1.p = getelementptr inbounds half, ptr addrspace(3) @q.lds, i32 %s0.ai1
  %s0.a1.h = load <4 x half>, ptr addrspace(3) %s0.a1.p, align 8

  %s0.k1 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %s0.a1.h, <4 x half> %kf0.1.h, <16 x float> %s0.k0, i32 0, i32 0, i32 0)
  %s0.ai2 = add i32 %sa.qa0, 16
  %s0.a2.p = getelementptr inbounds half, ptr addrspace(3) @q.lds, i32 %s0.ai2
  %s0.a2.h = load <4 x half>, ptr addrspace(3) %s0.a2.p, align 8

  %s0.k2 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %s0.a2.h, <4 x half> %kf0.2.h, <16 x float> %s0.k1, i32 0, i32 0, i32 0)
  %s0.ai3 = add i32 %sa.qa0, 24
  %s0.a3.p = getelementptr inbounds half, ptr addrspace(3) @q.lds, i32 %s0.ai3
  %s0.a3.h = load <4 x half>, ptr addrspace(3) %s0.a3.p, align 8

  %s0.k3 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %s0.a3.h, <4 x half> %kf0.3.h, <16 x float> %s0.k2, i32 0, i32 0, i32 0)
  %s0.ai4 = add i32 %sa.qa0, 32
  %s0.a4.p = getelementptr inbounds half, ptr addrspace(3) @q.lds, i32 %s0.ai4
  %s0.a4.h = load <4 x half>, ptr addrspace(3) %s0.a4.p, align 8

  %s0.k4 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %s0.a4.h, <4 x half> %kf0.4.h, <16 x float> %s0.k3, i32 0, i32 0, i32 0)
  %s0.ai5 = add i32 %sa.qa0, 40
  %s0.a5.p = getelementptr inbounds half, ptr addrspace(3) @q.lds, i32 %s0.ai5
  %s0.a5.h = load <4 x half>, ptr addrspace(3) %s0.a5.p, align 8

  %s0.k5 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %s0.a5.h, <4 x half> %kf0.5.h, <16 x float> %s0.k4, i32 0, i32 0, i32 0)
  %s0.ai6 = add i32 %sa.qa0, 48
  %s0.a6.p = getelementptr inbounds half, ptr addrspace(3) @q.lds, i32 %s0.ai6
  %s0.a6.h = load <4 x half>, ptr addrspace(3) %s0.a6.p, align 8

  %s0.k6 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %s0.a6.h, <4 x half> %kf0.6.h, <16 x float> %s0.k5, i32 0, i32 0, i32 0)
  %s0.ai7 = add i32 %sa.qa0, 56
  %s0.a7.p = getelementptr inbounds half, ptr addrspace(3) @q.lds, i32 %s0.ai7
  %s0.a7.h = load <4 x half>, ptr addrspace(3) %s0.a7.p, align 8

  %s0.acc = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %s0.a7.h, <4 x half> %kf0.7.h, <16 x float> %s0.k6, i32 0, i32 0, i32 0)

  %dp0.a0.p = getelementptr inbounds half, ptr addrspace(3) @do.lds, i32 %sa.qa0
  %dp0.a0.h = load <4 x half>, ptr addrspace(3) %dp0.a0.p, align 8

  %dp0.k0 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %dp0.a0.h, <4 x half> %vf0.0.h, <16 x float> %zacc16, i32 0, i32 0, i32 0)
  %dp0.ai1 = add i32 %sa.qa0, 8
  %dp0.a1.p = getelementptr inbounds half, ptr addrspace(3) @do.lds, i32 %dp0.ai1
  %dp0.a1.h = load <4 x half>, ptr addrspace(3) %dp0.a1.p, align 8

  %dp0.k1 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %dp0.a1.h, <4 x half> %vf0.1.h, <16 x float> %dp0.k0, i32 0, i32 0, i32 0)
  %dp0.ai2 = add i32 %sa.qa0, 16
  %dp0.a2.p = getelementptr inbounds half, ptr addrspace(3) @do.lds, i32 %dp0.ai2
  %dp0.a2.h = load <4 x half>, ptr addrspace(3) %dp0.a2.p, align 8

  %dp0.k2 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %dp0.a2.h, <4 x half> %vf0.2.h, <16 x float> %dp0.k1, i32 0, i32 0, i32 0)
  %dp0.ai3 = add i32 %sa.qa0, 24
  %dp0.a3.p = getelementptr inbounds half, ptr addrspace(3) @do.lds, i32 %dp0.ai3
  %dp0.a3.h = load <4 x half>, ptr addrspace(3) %dp0.a3.p, align 8

  %dp0.k3 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %dp0.a3.h, <4 x half> %vf0.3.h, <16 x float> %dp0.k2, i32 0, i32 0, i32 0)
  %dp0.ai4 = add i32 %sa.qa0, 32
  %dp0.a4.p = getelementptr inbounds half, ptr addrspace(3) @do.lds, i32 %dp0.ai4
  %dp0.a4.h = load <4 x half>, ptr addrspace(3) %dp0.a4.p, align 8

  %dp0.k4 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %dp0.a4.h, <4 x half> %vf0.4.h, <16 x float> %dp0.k3, i32 0, i32 0, i32 0)
  %dp0.ai5 = add i32 %sa.qa0, 40
  %dp0.a5.p = getelementptr inbounds half, ptr addrspace(3) @do.lds, i32 %dp0.ai5
  %dp0.a5.h = load <4 x half>, ptr addrspace(3) %dp0.a5.p, align 8

  %dp0.k5 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %dp0.a5.h, <4 x half> %vf0.5.h, <16 x float> %dp0.k4, i32 0, i32 0, i32 0)
  %dp0.ai6 = add i32 %sa.qa0, 48
  %dp0.a6.p = getelementptr inbounds half, ptr addrspace(3) @do.lds, i32 %dp0.ai6
  %dp0.a6.h = load <4 x half>, ptr addrspace(3) %dp0.a6.p, align 8

  %dp0.k6 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %dp0.a6.h, <4 x half> %vf0.6.h, <16 x float> %dp0.k5, i32 0, i32 0, i32 0)
  %dp0.ai7 = add i32 %sa.qa0, 56
  %dp0.a7.p = getelementptr inbounds half, ptr addrspace(3) @do.lds, i32 %dp0.ai7
  %dp0.a7.h = load <4 x half>, ptr addrspace(3) %dp0.a7.p, align 8

  %dp0.acc = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %dp0.a7.h, <4 x half> %vf0.7.h, <16 x float> %dp0.k6, i32 0, i32 0, i32 0)

  ; schedule: one LDS read (A fragments of Q and dO, read in pairs) between every two MFMAs, so
  ; the matrix core never waits behind a burst of reads nor the reads behind a burst of MFMAs
  call void @llvm.amdgcn.sched.group.barrier(i32 256, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 8, i32 2, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 256, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 8, i32 2, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 256, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 8, i32 2, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 256, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 8, i32 2, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 256, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 8, i32 2, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 256, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 8, i32 2, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 256, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 8, i32 2, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 256, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 8, i32 2, i32 0)
  ; P and dS of row 0 of this lane's column; a masked entry's exponent is forced to -inf
  %pd0.i0 = getelementptr inbounds float, ptr addrspace(3) @lse.lds, i32 %sa.row0.0
  %pd0.l0 = load float, ptr addrspace(3) %pd0.i0, align 4
  %pd0.di0 = getelementptr inbounds float, ptr addrspace(3) @dl.lds, i32 %sa.row0.0
  %pd0.dl0 = load float, ptr addrspace(3) %pd0.di0, align 4
  %pd0.s0 = extractelement <16 x float> %s0.acc, i32 0
  %pd0.dp0 = extractelement <16 x float> %dp0.acc, i32 0
  %pd0.nl0 = fneg float %pd0.l0
  %pd0.x0 = call float @llvm.fmuladd.f32(float %pd0.s0, float %sl2, float %pd0.nl0)
  %pd0.xi0 = bitcast float %pd0.x0 to i32
  %pd0.keep0 = xor i32 %sa.kbad0, -1
  %pd0.xk0 = and i32 %pd0.xi0, %pd0.keep0
  %pd0.xb0 = and i32 %sa.kbad0, -8388608
  %pd0.xm0 = or i32 %pd0.xk0, %pd0.xb0
  %pd0.xf0 = bitcast i32 %pd0.xm0 to float
  %pd0.0.p = call float @llvm.exp2.f32(float %pd0.xf0)
  %pd0.dd0 = fsub float %pd0.dp0, %pd0.dl0
  %pd0.0.ds = fmul float %pd0.0.p, %pd0.dd0
  ; P and dS of row 1 of this lane's column; a masked entry's exponent is forced to -inf
  %pd0.i1 = getelementptr inbounds float, ptr addrspace(3) @lse.lds, i32 %sa.row0.1
  %pd0.l1 = load float, ptr addrspace(3) %pd0.i1, align 4
  %pd0.di1 = getelementptr inbounds float, ptr addrspace(3) @dl.lds, i32 %sa.row0.1
  %pd0.dl1 = load float, ptr addrspace(3) %pd0.di1, align 4
  %pd0.s1 = extractelement <16 x float> %s0.acc, i32 1
  %pd0.dp1 = extractelement <16 x float> %dp0.acc, i32 1
  %pd0.nl1 = fneg float %pd0.l1
  %pd0.x1 = call float @llvm.fmuladd.f32(float %pd0.s1, float %sl2, float %pd0.nl1)
  %pd0.xi1 = bitcast float %pd0.x1 to i32
  %pd0.keep1 = xor i32 %sa.kbad0, -1
  %pd0.xk1 = and i32 %pd0.xi1, %pd0.keep1
  %pd0.xb1 = and i32 %sa.kbad0, -8388608
  %pd0.xm1 = or i32 %pd0.xk1, %pd0.xb1
  %pd0.xf1 = bitcast i32 %pd0.xm1 to float
  %pd0.1.p = call float @llvm.exp2.f32(float %pd0.xf1)
  %pd0.dd1 = fsub float %pd0.dp1, %pd0.dl1
  %pd0.1.ds = fmul float %pd0.1.p, %pd0.dd1
  ; P and dS of row 2 of this lane's column; a masked entry's exponent is forced to -inf
  %pd0.i2 = getelementptr inbounds float, ptr addrspace(3) @lse.lds, i32 %sa.row0.2
  %pd0.l2 = load float, ptr addrspace(3) %pd0.i2, align 4
  %pd0.di2 = getelementptr inbounds float, ptr addrspace(3) @dl.lds, i32 %sa.row0.2
  %pd0.dl2 = load float, ptr addrspace(3) %pd0.di2, align 4
  %pd0.s2 = extractelement <16 x float> %s0.acc, i32 2
  %pd0.dp2 = extractelement <16 x float> %dp0.acc, i32 2
  %pd0.nl2 = fneg float %pd0.l2
  %pd0.x2 = call float @llvm.fmuladd.f32(float %pd0.s2, float %sl2, float %pd0.nl2)
  %pd0.xi2 = bitcast float %pd0.x2 to i32
  %pd0.keep2 = xor i32 %sa.kbad0, -1
  %pd0.xk2 = and i32 %pd0.xi2, %pd0.keep2
  %pd0.xb2 = and i32 %sa.kbad0, -8388608
  %pd0.xm2 = or i32 %pd0.xk2, %pd0.xb2
  %pd0.xf2 = bitcast i32 %pd0.xm2 to float
  %pd0.2.p = call float @llvm.exp2.f32(float %pd0.xf2)
  %pd0.dd2 = fsub float %pd0.dp2, %pd0.dl2
  %pd0.2.ds = fmul float %pd0.2.p, %pd0.dd2
  ; P and dS of row 3 of this lane's column; a masked entry's exponent is forced to -inf
  %pd0.i3 = getelementptr inbounds float, ptr addrspace(3) @lse.lds, i32 %sa.row0.3
  %pd0.l3 = load float, ptr addrspace(3) %pd0.i3, align 4
  %pd0.di3 = getelementptr inbounds float, ptr addrspace(3) @dl.lds, i32 %sa.row0.3
  %pd0.dl3 = load float, ptr addrspace(3) %pd0.di3, align 4
  %pd0.s3 = extractelement <16 x float> %s0.acc, i32 3
  %pd0.dp3 = extractelement <16 x float> %dp0.acc, i32 3
  %pd0.nl3 = fneg float %pd0.l3
  %pd0.x3 = call float @llvm.fmuladd.f32(float %pd0.s3, float %sl2, float %pd0.nl3)
  %pd0.xi3 = bitcast float %pd0.x3 to i32
  %pd0.keep3 = xor i32 %sa.kbad0, -1
  %pd0.xk3 = and i32 %pd0.xi3, %pd0.keep3
  %pd0.xb3 = and i32 %sa.kbad0, -8388608
  %pd0.xm3 = or i32 %pd0.xk3, %pd0.xb3
  %pd0.xf3 = bitcast i32 %pd0.xm3 to float
  %pd0.3.p = call float @llvm.exp2.f32(float %pd0.xf3)
  %pd0.dd3 = fsub float %pd0.dp3, %pd0.dl3
  %pd0.3.ds = fmul float %pd0.3.p, %pd0.dd3
  ; P and dS of row 4 of this lane's column; a masked entry's exponent is forced to -inf
  %pd0.i4 = getelementptr inbounds float, ptr addrspace(3) @lse.lds, i32 %sa.row0.4
  %pd0.l4 = load float, ptr addrspace(3) %pd0.i4, align 4
  %pd0.di4 = getelementptr inbounds float, ptr addrspace(3) @dl.lds, i32 %sa.row0.4
  %pd0.dl4 = load float, ptr addrspace(3) %pd0.di4, align 4
  %pd0.s4 = extractelement <16 x float> %s0.acc, i32 4
  %pd0.dp4 = extractelement <16 x float> %dp0.acc, i32 4
  %pd0.nl4 = fneg float %pd0.l4
  %pd0.x4 = call float @llvm.fmuladd.f32(float %pd0.s4, float %sl2, float %pd0.nl4)
  %pd0.xi4 = bitcast float %pd0.x4 to i32
  %pd0.keep4 = xor i32 %sa.kbad0, -1
  %pd0.xk4 = and i32 %pd0.xi4, %pd0.keep4
  %pd0.xb4 = and i32 %sa.kbad0, -8388608
  %pd0.xm4 = or i32 %pd0.xk4, %pd0.xb4
  %pd0.xf4 = bitcast i32 %pd0.xm4 to float
  %pd0.4.p = call float @llvm.exp2.f32(float %pd0.xf4)
  %pd0.dd4 = fsub float %pd0.dp4, %pd0.dl4
  %pd0.4.ds = fmul float %pd0.4.p, %pd0.dd4
  ; P and dS of row 5 of this lane's column; a masked entry's exponent is forced to -inf
  %pd0.i5 = getelementptr inbounds float, ptr addrspace(3) @lse.lds, i32 %sa.row0.5
  %pd0.l5 = load float, ptr addrspace(3) %pd0.i5, align 4
  %pd0.di5 = getelementptr inbounds float, ptr addrspace(3) @dl.lds, i32 %sa.row0.5
  %pd0.dl5 = load float, ptr addrspace(3) %pd0.di5, align 4
  %pd0.s5 = extractelement <16 x float> %s0.acc, i32 5
  %pd0.dp5 = extractelement <16 x float> %dp0.acc, i32 5
  %pd0.nl5 = fneg float %pd0.l5
  %pd0.x5 = call float @llvm.fmuladd.f32(float %pd0.s5, float %sl2, float %pd0.nl5)
  %pd0.xi5 = bitcast float %pd0.x5 to i32
  %pd0.keep5 = xor i32 %sa.kbad0, -1
  %pd0.xk5 = and i32 %pd0.xi5, %pd0.keep5
  %pd0.xb5 = and i32 %sa.kbad0, -8388608
  %pd0.xm5 = or i32 %pd0.xk5, %pd0.xb5
  %pd0.xf5 = bitcast i32 %pd0.xm5 to float
  %pd0.5.p = call float @llvm.exp2.f32(float %pd0.xf5)
  %pd0.dd5 = fsub float %pd0.dp5, %pd0.dl5
  %pd0.5.ds = fmul float %pd0.5.p, %pd0.dd5
  ; P and dS of row 6 of this lane's column; a masked entry's exponent is forced to -inf
  %pd0.i6 = getelementptr inbounds float, ptr addrspace(3) @lse.lds, i32 %sa.row0.6
  %pd0.l6 = load float, ptr addrspace(3) %pd0.i6, align 4
  %pd0.di6 = getelementptr inbounds float, ptr addrspace(3) @dl.lds, i32 %sa.row0.6
  %pd0.dl6 = load float, ptr addrspace(3) %pd0.di6, align 4
  %pd0.s6 = extractelement <16 x float> %s0.acc, i32 6
  %pd0.dp6 = extractelement <16 x float> %dp0.acc, i32 6
  %pd0.nl6 = fneg float %pd0.l6
  %pd0.x6 = call float @llvm.fmuladd.f32(float %pd0.s6, float %sl2, float %pd0.nl6)
  %pd0.xi6 = bitcast float %pd0.x6 to i32
  %pd0.keep6 = xor i32 %sa.kbad0, -1
  %pd0.xk6 = and i32 %pd0.xi6, %pd0.keep6
  %pd0.xb6 = and i32 %sa.kbad0, -8388608
  %pd0.xm6 = or i32 %pd0.xk6, %pd0.xb6
  %pd0.xf6 = bitcast i32 %pd0.xm6 to float
  %pd0.6.p = call float @llvm.exp2.f32(float %pd0.xf6)
  %pd0.dd6 = fsub float %pd0.dp6, %pd0.dl6
  %pd0.6.ds = fmul float %pd0.6.p, %pd0.dd6
  ; P and dS of row 7 of this lane's column; a masked entry's exponent is forced to -inf
  %pd0.i7 = getelementptr inbounds float, ptr addrspace(3) @lse.lds, i32 %sa.row0.7
  %pd0.l7 = load float, ptr addrspace(3) %pd0.i7, align 4
  %pd0.di7 = getelementptr inbounds float, ptr addrspace(3) @dl.lds, i32 %sa.row0.7
  %pd0.dl7 = load float, ptr addrspace(3) %pd0.di7, align 4
  %pd0.s7 = extractelement <16 x float> %s0.acc, i32 7
  %pd0.dp7 = extractelement <16 x float> %dp0.acc, i32 7
  %pd0.nl7 = fneg float %pd0.l7
  %pd0.x7 = call float @llvm.fmuladd.f32(float %pd0.s7, float %sl2, float %pd0.nl7)
  %pd0.xi7 = bitcast float %pd0.x7 to i32
  %pd0.keep7 = xor i32 %sa.kbad0, -1
  %pd0.xk7 = and i32 %pd0.xi7, %pd0.keep7
  %pd0.xb7 = and i32 %sa.kbad0, -8388608
  %pd0.xm7 = or i32 %pd0.xk7, %pd0.xb7
  %pd0.xf7 = bitcast i32 %pd0.xm7 to float
  %pd0.7.p = call float @llvm.exp2.f32(float %pd0.xf7)
  %pd0.dd7 = fsub float %pd0.dp7, %pd0.dl7
  %pd0.7.ds = fmul float %pd0.7.p, %pd0.dd7
  ; P and dS of row 8 of this lane's column; a masked entry's exponent is forced to -inf
  %pd0.i8 = getelementptr inbounds float, ptr addrspace(3) @lse.lds, i32 %sa.row0.8
  %pd0.l8 = load float, ptr addrspace(3) %pd0.i8, align 4
  %pd0.di8 = getelementptr inbounds float, ptr addrspace(3) @dl.lds, i32 %sa.row0.8
  %pd0.dl8 = load float, ptr addrspace(3) %pd0.di8, align 4
  %pd0.s8 = extractelement <16 x float> %s0.acc, i32 8
  %pd0.dp8 = extractelement <16 x float> %dp0.acc, i32 8
  %pd0.nl8 = fneg float %pd0.l8
  %pd0.x8 = call float @llvm.fmuladd.f32(float %pd0.s8, float %sl2, float %pd0.nl8)
  %pd0.xi8 = bitcast float %pd0.x8 to i32
  %pd0.keep8 = xor i32 %sa.kbad0, -1
  %pd0.xk8 = and i32 %pd0.xi8, %pd0.keep8
  %pd0.xb8 = and i32 %sa.kbad0, -8388608
  %pd0.xm8 = or i32 %pd0.xk8, %pd0.xb8
  %pd0.xf8 = bitcast i32 %pd0.xm8 to float
  %pd0.8.p = call float @llvm.exp2.f32(float %pd0.xf8)
  %pd0.dd8 = fsub float %pd0.dp8, %pd0.dl8
  %pd0.8.ds = fmul float %pd0.8.p, %pd0.dd8
  ; P and dS of row 9 of this lane's column; a masked entry's exponent is forced to -inf
  %pd0.i9 = getelementptr inbounds float, ptr addrspace(3) @lse.lds, i32 %sa.row0.9
  %pd0.l9 = load float, ptr addrspace(3) %pd0.i9, align 4
  %pd0.di9 = getelementptr inbounds float, ptr addrspace(3) @dl.lds, i32 %sa.row0.9
  %pd0.dl9 = load float, ptr addrspace(3) %pd0.di9, align 4
  %pd0.s9 = extractelement <16 x float> %s0.acc, i32 9
  %pd0.dp9 = extractelement <16 x float> %dp0.acc, i32 9
  %pd0.nl9 = fneg float %pd0.l9
  %pd0.x9 = call float @llvm.fmuladd.f32(float %pd0.s9, float %sl2, float %pd0.nl9)
  %pd0.xi9 = bitcast float %pd0.x9 to i32
  %pd0.keep9 = xor i32 %sa.kbad0, -1
  %pd0.xk9 = and i32 %pd0.xi9, %pd0.keep9
  %pd0.xb9 = and i32 %sa.kbad0, -8388608
  %pd0.xm9 = or i32 %pd0.xk9, %pd0.xb9
  %pd0.xf9 = bitcast i32 %pd0.xm9 to float
  %pd0.9.p = call float @llvm.exp2.f32(float %pd0.xf9)
  %pd0.dd9 = fsub float %pd0.dp9, %pd0.dl9
  %pd0.9.ds = fmul float %pd0.9.p, %pd0.dd9
  ; P and dS of row 10 of this lane's column; a masked entry's exponent is forced to -inf
  %pd0.i10 = getelementptr inbounds float, ptr addrspace(3) @lse.lds, i32 %sa.row0.10
  %pd0.l10 = load float, ptr addrspace(3) %pd0.i10, align 4
  %pd0.di10 = getelementptr inbounds float, ptr addrspace(3) @dl.lds, i32 %sa.row0.10
  %pd0.dl10 = load float, ptr addrspace(3) %pd0.di10, align 4
  %pd0.s10 = extractelement <16 x float> %s0.acc, i32 10
  %pd0.dp10 = extractelement <16 x float> %dp0.acc, i32 10
  %pd0.nl10 = fneg float %pd0.l10
  %pd0.x10 = call float @llvm.fmuladd.f32(float %pd0.s10, float %sl2, float %pd0.nl10)
  %pd0.xi10 = bitcast float %pd0.x10 to i32
  %pd0.keep10 = xor i32 %sa.kbad0, -1
  %pd0.xk10 = and i32 %pd0.xi10, %pd0.keep10
  %pd0.xb10 = and i32 %sa.kbad0, -8388608
  %pd0.xm10 = or i32 %pd0.xk10, %pd0.xb10
  %pd0.xf10 = bitcast i32 %pd0.xm10 to float
  %pd0.10.p = call float @llvm.exp2.f32(float %pd0.xf10)
  %pd0.dd10 = fsub float %pd0.dp10, %pd0.dl10
  %pd0.10.ds = fmul float %pd0.10.p, %pd0.dd10
  ; P and dS of row 11 of this lane's column; a masked entry's exponent is forced to -inf
  %pd0.i11 = getelementptr inbounds float, ptr addrspace(3) @lse.lds, i32 %sa.row0.11
  %pd0.l11 = load float, ptr addrspace(3) %pd0.i11, align 4
  %pd0.di11 = getelementptr inbounds float, ptr addrspace(3) @dl.lds, i32 %sa.row0.11
  %pd0.dl11 = load float, ptr addrspace(3) %pd0.di11, align 4
  %pd0.s11 = extractelement <16 x float> %s0.acc, i32 11
  %pd0.dp11 = extractelement <16 x float> %dp0.acc, i32 11
  %pd0.nl11 = fneg float %pd0.l11
  %pd0.x11 = call float @llvm.fmuladd.f32(float %pd0.s11, float %sl2, float %pd0.nl11)
  %pd0.xi11 = bitcast float %pd0.x11 to i32
  %pd0.keep11 = xor i32 %sa.kbad0, -1
  %pd0.xk11 = and i32 %pd0.xi11, %pd0.keep11
  %pd0.xb11 = and i32 %sa.kbad0, -8388608
  %pd0.xm11 = or i32 %pd0.xk11, %pd0.xb11
  %pd0.xf11 = bitcast i32 %pd0.xm11 to float
  %pd0.11.p = call float @llvm.exp2.f32(float %pd0.xf11)
  %pd0.dd11 = fsub float %pd0.dp11, %pd0.dl11
  %pd0.11.ds = fmul float %pd0.11.p, %pd0.dd11
  ; P and dS of row 12 of this lane's column; a masked entry's exponent is forced to -inf
  %pd0.i12 = getelementptr inbounds float, ptr addrspace(3) @lse.lds, i32 %sa.row0.12
  %pd0.l12 = load float, ptr addrspace(3) %pd0.i12, align 4
  %pd0.di12 = getelementptr inbounds float, ptr addrspace(3) @dl.lds, i32 %sa.row0.12
  %pd0.dl12 = load float, ptr addrspace(3) %pd0.di12, align 4
  %pd0.s12 = extractelement <16 x float> %s0.acc, i32 12
  %pd0.dp12 = extractelement <16 x float> %dp0.acc, i32 12
  %pd0.nl12 = fneg float %pd0.l12
  %pd0.x12 = call float @llvm.fmuladd.f32(float %pd0.s12, float %sl2, float %pd0.nl12)
  %pd0.xi12 = bitcast float %pd0.x12 to i32
  %pd0.keep12 = xor i32 %sa.kbad0, -1
  %pd0.xk12 = and i32 %pd0.xi12, %pd0.keep12
  %pd0.xb12 = and i32 %sa.kbad0, -8388608
  %pd0.xm12 = or i32 %pd0.xk12, %pd0.xb12
  %pd0.xf12 = bitcast i32 %pd0.xm12 to float
  %pd0.12.p = call float @llvm.exp2.f32(float %pd0.xf12)
  %pd0.dd12 = fsub float %pd0.dp12, %pd0.dl12
  %pd0.12.ds = fmul float %pd0.12.p, %pd0.dd12
  ; P and dS of row 13 of this lane's column; a masked entry's exponent is forced to -inf
  %pd0.i13 = getelementptr inbounds float, ptr addrspace(3) @lse.lds, i32 %sa.row0.13
  %pd0.l13 = load float, ptr addrspace(3) %pd0.i13, align 4
  %pd0.di13 = getelementptr inbounds float, ptr addrspace(3) @dl.lds, i32 %sa.row0.13
  %pd0.dl13 = load float, ptr addrspace(3) %pd0.di13, align 4
  %pd0.s13 = extractelement <16 x float> %s0.acc, i32 13
  %pd0.dp13 = extractelement <16 x float> %dp0.acc, i32 13
  %pd0.nl13 = fneg float %pd0.l13
  %pd0.x13 = call float @llvm.fmuladd.f32(float %pd0.s13, float %sl2, float %pd0.nl13)
  %pd0.xi13 = bitcast float %pd0.x13 to i32
  %pd0.keep13 = xor i32 %sa.kbad0, -1
  %pd0.xk13 = and i32 %pd0.xi13, %pd0.keep13
  %pd0.xb13 = and i32 %sa.kbad0, -8388608
  %pd0.xm13 = or i32 %pd0.xk13, %pd0.xb13
  %pd0.xf13 = bitcast i32 %pd0.xm13 to float
  %pd0.13.p = call float @llvm.exp2.f32(float %pd0.xf13)
  %pd0.dd13 = fsub float %pd0.dp13, %pd0.dl13
  %pd0.13.ds = fmul float %pd0.13.p, %pd0.dd13
  ; P and dS of row 14 of this lane's column; a masked entry's exponent is forced to -inf
  %pd0.i14 = getelementptr inbounds float, ptr addrspace(3) @lse.lds, i32 %sa.row0.14
  %pd0.l14 = load float, ptr addrspace(3) %pd0.i14, align 4
  %pd0.di14 = getelementptr inbounds float, ptr addrspace(3) @dl.lds, i32 %sa.row0.14
  %pd0.dl14 = load float, ptr addrspace(3) %pd0.di14, align 4
  %pd0.s14 = extractelement <16 x float> %s0.acc, i32 14
  %pd0.dp14 = extractelement <16 x float> %dp0.acc, i32 14
  %pd0.nl14 = fneg float %pd0.l14
  %pd0.x14 = call float @llvm.fmuladd.f32(float %pd0.s14, float %sl2, float %pd0.nl14)
  %pd0.xi14 = bitcast float %pd0.x14 to i32
  %pd0.keep14 = xor i32 %sa.kbad0, -1
  %pd0.xk14 = and i32 %pd0.xi14, %pd0.keep14
  %pd0.xb14 = and i32 %sa.kbad0, -8388608
  %pd0.xm14 = or i32 %pd0.xk14, %pd0.xb14
  %pd0.xf14 = bitcast i32 %pd0.xm14 to float
  %pd0.14.p = call float @llvm.exp2.f32(float %pd0.xf14)
  %pd0.dd14 = fsub float %pd0.dp14, %pd0.dl14
  %pd0.14.ds = fmul float %pd0.14.p, %pd0.dd14
  ; P and dS of row 15 of this lane's column; a masked entry's exponent is forced to -inf
  %pd0.i15 = getelementptr inbounds float, ptr addrspace(3) @lse.lds, i32 %sa.row0.15
  %pd0.l15 = load float, ptr addrspace(3) %pd0.i15, align 4
  %pd0.di15 = getelementptr inbounds float, ptr addrspace(3) @dl.lds, i32 %sa.row0.15
  %pd0.dl15 = load float, ptr addrspace(3) %pd0.di15, align 4
  %pd0.s15 = extractelement <16 x float> %s0.acc, i32 15
  %pd0.dp15 = extractelement <16 x float> %dp0.acc, i32 15
  %pd0.nl15 = fneg float %pd0.l15
  %pd0.x15 = call float @llvm.fmuladd.f32(float %pd0.s15, float %sl2, float %pd0.nl15)
  %pd0.xi15 = bitcast float %pd0.x15 to i32
  %pd0.keep15 = xor i32 %sa.kbad0, -1
  %pd0.xk15 = and i32 %pd0.xi15, %pd0.keep15
  %pd0.xb15 = and i32 %sa.kbad0, -8388608
  %pd0.xm15 = or i32 %pd0.xk15, %pd0.xb15
  %pd0.xf15 = bitcast i32 %pd0.xm15 to float
  %pd0.15.p = call float @llvm.exp2.f32(float %pd0.xf15)
  %pd0.dd15 = fsub float %pd0.dp15, %pd0.dl15
  %pd0.15.ds = fmul float %pd0.15.p, %pd0.dd15
  ; P and dS rounded to half: 4 consecutive rows of column kr, one 8-byte store each
  %ps0.o0 = add i32 %sa.pt0, %sa.row0.0
  %ps0.p0.0 = insertelement <4 x float> poison, float %pd0.0.p, i32 0
  %ps0.p0.1 = insertelement <4 x float> %ps0.p0.0, float %pd0.1.p, i32 1
  %ps0.p0.2 = insertelement <4 x float> %ps0.p0.1, float %pd0.2.p, i32 2
  %ps0.p0.3 = insertelement <4 x float> %ps0.p0.2, float %pd0.3.p, i32 3
  %ps0.p0.h = fptrunc <4 x float> %ps0.p0.3 to <4 x half>
  %ps0.s0.0 = insertelement <4 x float> poison, float %pd0.0.ds, i32 0
  %ps0.s0.1 = insertelement <4 x float> %ps0.s0.0, float %pd0.1.ds, i32 1
  %ps0.s0.2 = insertelement <4 x float> %ps0.s0.1, float %pd0.2.ds, i32 2
  %ps0.s0.3 = insertelement <4 x float> %ps0.s0.2, float %pd0.3.ds, i32 3
  %ps0.s0.h = fptrunc <4 x float> %ps0.s0.3 to <4 x half>
  %ps0.pp0 = getelementptr inbounds half, ptr addrspace(3) @pt.lds, i32 %ps0.o0
  store <4 x half> %ps0.p0.h, ptr addrspace(3) %ps0.pp0, align 8
  %ps0.sp0 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %ps0.o0
  store <4 x half> %ps0.s0.h, ptr addrspace(3) %ps0.sp0, align 8
  ; P and dS rounded to half: 4 consecutive rows of column kr, one 8-byte store each
  %ps0.o1 = add i32 %sa.pt0, %sa.row0.4
  %ps0.p1.0 = insertelement <4 x float> poison, float %pd0.4.p, i32 0
  %ps0.p1.1 = insertelement <4 x float> %ps0.p1.0, float %pd0.5.p, i32 1
  %ps0.p1.2 = insertelement <4 x float> %ps0.p1.1, float %pd0.6.p, i32 2
  %ps0.p1.3 = insertelement <4 x float> %ps0.p1.2, float %pd0.7.p, i32 3
  %ps0.p1.h = fptrunc <4 x float> %ps0.p1.3 to <4 x half>
  %ps0.s1.0 = insertelement <4 x float> poison, float %pd0.4.ds, i32 0
  %ps0.s1.1 = insertelement <4 x float> %ps0.s1.0, float %pd0.5.ds, i32 1
  %ps0.s1.2 = insertelement <4 x float> %ps0.s1.1, float %pd0.6.ds, i32 2
  %ps0.s1.3 = insertelement <4 x float> %ps0.s1.2, float %pd0.7.ds, i32 3
  %ps0.s1.h = fptrunc <4 x float> %ps0.s1.3 to <4 x half>
  %ps0.pp1 = getelementptr inbounds half, ptr addrspace(3) @pt.lds, i32 %ps0.o1
  store <4 x half> %ps0.p1.h, ptr addrspace(3) %ps0.pp1, align 8
  %ps0.sp1 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %ps0.o1
  store <4 x half> %ps0.s1.h, ptr addrspace(3) %ps0.sp1, align 8
  ; P and dS rounded to half: 4 consecutive rows of column kr, one 8-byte store each
  %ps0.o2 = add i32 %sa.pt0, %sa.row0.8
  %ps0.p2.0 = insertelement <4 x float> poison, float %pd0.8.p, i32 0
  %ps0.p2.1 = insertelement <4 x float> %ps0.p2.0, float %pd0.9.p, i32 1
  %ps0.p2.2 = insertelement <4 x float> %ps0.p2.1, float %pd0.10.p, i32 2
  %ps0.p2.3 = insertelement <4 x float> %ps0.p2.2, float %pd0.11.p, i32 3
  %ps0.p2.h = fptrunc <4 x float> %ps0.p2.3 to <4 x half>
  %ps0.s2.0 = insertelement <4 x float> poison, float %pd0.8.ds, i32 0
  %ps0.s2.1 = insertelement <4 x float> %ps0.s2.0, float %pd0.9.ds, i32 1
  %ps0.s2.2 = insertelement <4 x float> %ps0.s2.1, float %pd0.10.ds, i32 2
  %ps0.s2.3 = insertelement <4 x float> %ps0.s2.2, float %pd0.11.ds, i32 3
  %ps0.s2.h = fptrunc <4 x float> %ps0.s2.3 to <4 x half>
  %ps0.pp2 = getelementptr inbounds half, ptr addrspace(3) @pt.lds, i32 %ps0.o2
  store <4 x half> %ps0.p2.h, ptr addrspace(3) %ps0.pp2, align 8
  %ps0.sp2 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %ps0.o2
  store <4 x half> %ps0.s2.h, ptr addrspace(3) %ps0.sp2, align 8
  ; P and dS rounded to half: 4 consecutive rows of column kr, one 8-byte store each
  %ps0.o3 = add i32 %sa.pt0, %sa.row0.12
  %ps0.p3.0 = insertelement <4 x float> poison, float %pd0.12.p, i32 0
  %ps0.p3.1 = insertelement <4 x float> %ps0.p3.0, float %pd0.13.p, i32 1
  %ps0.p3.2 = insertelement <4 x float> %ps0.p3.1, float %pd0.14.p, i32 2
  %ps0.p3.3 = insertelement <4 x float> %ps0.p3.2, float %pd0.15.p, i32 3
  %ps0.p3.h = fptrunc <4 x float> %ps0.p3.3 to <4 x half>
  %ps0.s3.0 = insertelement <4 x float> poison, float %pd0.12.ds, i32 0
  %ps0.s3.1 = insertelement <4 x float> %ps0.s3.0, float %pd0.13.ds, i32 1
  %ps0.s3.2 = insertelement <4 x float> %ps0.s3.1, float %pd0.14.ds, i32 2
  %ps0.s3.3 = insertelement <4 x float> %ps0.s3.2, float %pd0.15.ds, i32 3
  %ps0.s3.h = fptrunc <4 x float> %ps0.s3.3 to <4 x half>
  %ps0.pp3 = getelementptr inbounds half, ptr addrspace(3) @pt.lds, i32 %ps0.o3
  store <4 x half> %ps0.p3.h, ptr addrspace(3) %ps0.pp3, align 8
  %ps0.sp3 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %ps0.o3
  store <4 x half> %ps0.s3.h, ptr addrspace(3) %ps0.sp3, align 8
  fence syncscope("workgroup") release, !mmra !2
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire, !mmra !2
  ; the next pair's tiles into registers (they go to LDS after this pair's last barrier): in
  ; flight behind this pair's dQ, dV and dK products and its atomics (vmcnt is in order, and
  ; the barriers wait for LDS only: the wait for these loads does not wait for the atomics
  ; issued after them). Here, not at the top of the pair: S and dP are dead, the prefetch adds
  ; no registers at the peak
  %nf.last = sub i32 %seqlen_q, 1
  %nf.s0 = add i32 %nx.m0, %pf.r0
  %nf.v0 = icmp slt i32 %nf.s0, %seqlen_q
  %nf.c0 = select i1 %nf.v0, i32 %nf.s0, i32 %nf.last
  %nf.t0 = add i32 %q.tok0, %nf.c0
  %nf.g0.r64 = sext i32 %nf.t0 to i64
  %nf.g0.h64 = sext i32 %num_heads_q to i64
  %nf.g0.hh64 = sext i32 %nx.hq to i64
  %nf.g0.rh = mul nsw i64 %nf.g0.r64, %nf.g0.h64
  %nf.g0.rhh = add nsw i64 %nf.g0.rh, %nf.g0.hh64
  %nf.g0.base = mul i64 %nf.g0.rhh, 64
  %nf.off0 = add i64 %nf.g0.base, %ld.col64
  %nf.qp0 = getelementptr inbounds half, ptr addrspace(1) %q, i64 %nf.off0
  %nf.q0 = load <8 x half>, ptr addrspace(1) %nf.qp0, align 16
  %nf.op0 = getelementptr inbounds half, ptr addrspace(1) %dout, i64 %nf.off0
  %nf.o0 = load <8 x half>, ptr addrspace(1) %nf.op0, align 16
  %nf.ls = add i32 %nx.m0, %lt.row
  %nf.lv = icmp slt i32 %nf.ls, %seqlen_q
  %nf.lc = select i1 %nf.lv, i32 %nf.ls, i32 %nf.last
  %nf.li.r64 = sext i32 %nf.lc to i64
  %nf.li = add nsw i64 %nx.lb, %nf.li.r64
  %nf.li.lp = getelementptr inbounds float, ptr addrspace(1) %lse, i64 %nf.li
  %nf.li.dp = getelementptr inbounds float, ptr addrspace(1) %delta, i64 %nf.li

  %nf.l = load float, ptr addrspace(1) %nf.li.lp, align 4
  %nf.d = load float, ptr addrspace(1) %nf.li.dp, align 4
  ; dQ = scale * dS K, block 0
  %dq0.a0.i0 = add i32 %qc.da0, 0
  %dq0.a0.p0 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq0.a0.i0
  %dq0.a0.e0 = load half, ptr addrspace(3) %dq0.a0.p0, align 2
  %dq0.a0.v0 = insertelement <4 x half> poison, half %dq0.a0.e0, i32 0
  %dq0.a0.i1 = add i32 %qc.da0, 36
  %dq0.a0.p1 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq0.a0.i1
  %dq0.a0.e1 = load half, ptr addrspace(3) %dq0.a0.p1, align 2
  %dq0.a0.v1 = insertelement <4 x half> %dq0.a0.v0, half %dq0.a0.e1, i32 1
  %dq0.a0.i2 = add i32 %qc.da0, 72
  %dq0.a0.p2 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq0.a0.i2
  %dq0.a0.e2 = load half, ptr addrspace(3) %dq0.a0.p2, align 2
  %dq0.a0.v2 = insertelement <4 x half> %dq0.a0.v1, half %dq0.a0.e2, i32 2
  %dq0.a0.i3 = add i32 %qc.da0, 108
  %dq0.a0.p3 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq0.a0.i3
  %dq0.a0.e3 = load half, ptr addrspace(3) %dq0.a0.p3, align 2
  %dq0.a0.h = insertelement <4 x half> %dq0.a0.v2, half %dq0.a0.e3, i32 3

  %dq0.k0 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %dq0.a0.h, <4 x half> %kq0.0.h, <4 x float> %zacc4, i32 0, i32 0, i32 0)
  %dq0.ai1 = add i32 %qc.da0, 576
  %dq0.a1.i0 = add i32 %dq0.ai1, 0
  %dq0.a1.p0 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq0.a1.i0
  %dq0.a1.e0 = load half, ptr addrspace(3) %dq0.a1.p0, align 2
  %dq0.a1.v0 = insertelement <4 x half> poison, half %dq0.a1.e0, i32 0
  %dq0.a1.i1 = add i32 %dq0.ai1, 36
  %dq0.a1.p1 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq0.a1.i1
  %dq0.a1.e1 = load half, ptr addrspace(3) %dq0.a1.p1, align 2
  %dq0.a1.v1 = insertelement <4 x half> %dq0.a1.v0, half %dq0.a1.e1, i32 1
  %dq0.a1.i2 = add i32 %dq0.ai1, 72
  %dq0.a1.p2 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq0.a1.i2
  %dq0.a1.e2 = load half, ptr addrspace(3) %dq0.a1.p2, align 2
  %dq0.a1.v2 = insertelement <4 x half> %dq0.a1.v1, half %dq0.a1.e2, i32 2
  %dq0.a1.i3 = add i32 %dq0.ai1, 108
  %dq0.a1.p3 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq0.a1.i3
  %dq0.a1.e3 = load half, ptr addrspace(3) %dq0.a1.p3, align 2
  %dq0.a1.h = insertelement <4 x half> %dq0.a1.v2, half %dq0.a1.e3, i32 3

  %dq0.k1 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %dq0.a1.h, <4 x half> %kq0.1.h, <4 x float> %dq0.k0, i32 0, i32 0, i32 0)
  %dq0.ai2 = add i32 %qc.da0, 1152
  %dq0.a2.i0 = add i32 %dq0.ai2, 0
  %dq0.a2.p0 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq0.a2.i0
  %dq0.a2.e0 = load half, ptr addrspace(3) %dq0.a2.p0, align 2
  %dq0.a2.v0 = insertelement <4 x half> poison, half %dq0.a2.e0, i32 0
  %dq0.a2.i1 = add i32 %dq0.ai2, 36
  %dq0.a2.p1 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq0.a2.i1
  %dq0.a2.e1 = load half, ptr addrspace(3) %dq0.a2.p1, align 2
  %dq0.a2.v1 = insertelement <4 x half> %dq0.a2.v0, half %dq0.a2.e1, i32 1
  %dq0.a2.i2 = add i32 %dq0.ai2, 72
  %dq0.a2.p2 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq0.a2.i2
  %dq0.a2.e2 = load half, ptr addrspace(3) %dq0.a2.p2, align 2
  %dq0.a2.v2 = insertelement <4 x half> %dq0.a2.v1, half %dq0.a2.e2, i32 2
  %dq0.a2.i3 = add i32 %dq0.ai2, 108
  %dq0.a2.p3 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq0.a2.i3
  %dq0.a2.e3 = load half, ptr addrspace(3) %dq0.a2.p3, align 2
  %dq0.a2.h = insertelement <4 x half> %dq0.a2.v2, half %dq0.a2.e3, i32 3

  %dq0.k2 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %dq0.a2.h, <4 x half> %kq0.2.h, <4 x float> %dq0.k1, i32 0, i32 0, i32 0)
  %dq0.ai3 = add i32 %qc.da0, 1728
  %dq0.a3.i0 = add i32 %dq0.ai3, 0
  %dq0.a3.p0 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq0.a3.i0
  %dq0.a3.e0 = load half, ptr addrspace(3) %dq0.a3.p0, align 2
  %dq0.a3.v0 = insertelement <4 x half> poison, half %dq0.a3.e0, i32 0
  %dq0.a3.i1 = add i32 %dq0.ai3, 36
  %dq0.a3.p1 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq0.a3.i1
  %dq0.a3.e1 = load half, ptr addrspace(3) %dq0.a3.p1, align 2
  %dq0.a3.v1 = insertelement <4 x half> %dq0.a3.v0, half %dq0.a3.e1, i32 1
  %dq0.a3.i2 = add i32 %dq0.ai3, 72
  %dq0.a3.p2 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq0.a3.i2
  %dq0.a3.e2 = load half, ptr addrspace(3) %dq0.a3.p2, align 2
  %dq0.a3.v2 = insertelement <4 x half> %dq0.a3.v1, half %dq0.a3.e2, i32 2
  %dq0.a3.i3 = add i32 %dq0.ai3, 108
  %dq0.a3.p3 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq0.a3.i3
  %dq0.a3.e3 = load half, ptr addrspace(3) %dq0.a3.p3, align 2
  %dq0.a3.h = insertelement <4 x half> %dq0.a3.v2, half %dq0.a3.e3, i32 3

  %dq0.k3 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %dq0.a3.h, <4 x half> %kq0.3.h, <4 x float> %dq0.k2, i32 0, i32 0, i32 0)
  %dq0.ai4 = add i32 %qc.da0, 2304
  %dq0.a4.i0 = add i32 %dq0.ai4, 0
  %dq0.a4.p0 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq0.a4.i0
  %dq0.a4.e0 = load half, ptr addrspace(3) %dq0.a4.p0, align 2
  %dq0.a4.v0 = insertelement <4 x half> poison, half %dq0.a4.e0, i32 0
  %dq0.a4.i1 = add i32 %dq0.ai4, 36
  %dq0.a4.p1 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq0.a4.i1
  %dq0.a4.e1 = load half, ptr addrspace(3) %dq0.a4.p1, align 2
  %dq0.a4.v1 = insertelement <4 x half> %dq0.a4.v0, half %dq0.a4.e1, i32 1
  %dq0.a4.i2 = add i32 %dq0.ai4, 72
  %dq0.a4.p2 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq0.a4.i2
  %dq0.a4.e2 = load half, ptr addrspace(3) %dq0.a4.p2, align 2
  %dq0.a4.v2 = insertelement <4 x half> %dq0.a4.v1, half %dq0.a4.e2, i32 2
  %dq0.a4.i3 = add i32 %dq0.ai4, 108
  %dq0.a4.p3 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq0.a4.i3
  %dq0.a4.e3 = load half, ptr addrspace(3) %dq0.a4.p3, align 2
  %dq0.a4.h = insertelement <4 x half> %dq0.a4.v2, half %dq0.a4.e3, i32 3

  %dq0.k4 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %dq0.a4.h, <4 x half> %kq0.4.h, <4 x float> %dq0.k3, i32 0, i32 0, i32 0)
  %dq0.ai5 = add i32 %qc.da0, 2880
  %dq0.a5.i0 = add i32 %dq0.ai5, 0
  %dq0.a5.p0 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq0.a5.i0
  %dq0.a5.e0 = load half, ptr addrspace(3) %dq0.a5.p0, align 2
  %dq0.a5.v0 = insertelement <4 x half> poison, half %dq0.a5.e0, i32 0
  %dq0.a5.i1 = add i32 %dq0.ai5, 36
  %dq0.a5.p1 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq0.a5.i1
  %dq0.a5.e1 = load half, ptr addrspace(3) %dq0.a5.p1, align 2
  %dq0.a5.v1 = insertelement <4 x half> %dq0.a5.v0, half %dq0.a5.e1, i32 1
  %dq0.a5.i2 = add i32 %dq0.ai5, 72
  %dq0.a5.p2 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq0.a5.i2
  %dq0.a5.e2 = load half, ptr addrspace(3) %dq0.a5.p2, align 2
  %dq0.a5.v2 = insertelement <4 x half> %dq0.a5.v1, half %dq0.a5.e2, i32 2
  %dq0.a5.i3 = add i32 %dq0.ai5, 108
  %dq0.a5.p3 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq0.a5.i3
  %dq0.a5.e3 = load half, ptr addrspace(3) %dq0.a5.p3, align 2
  %dq0.a5.h = insertelement <4 x half> %dq0.a5.v2, half %dq0.a5.e3, i32 3

  %dq0.k5 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %dq0.a5.h, <4 x half> %kq0.5.h, <4 x float> %dq0.k4, i32 0, i32 0, i32 0)
  %dq0.ai6 = add i32 %qc.da0, 3456
  %dq0.a6.i0 = add i32 %dq0.ai6, 0
  %dq0.a6.p0 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq0.a6.i0
  %dq0.a6.e0 = load half, ptr addrspace(3) %dq0.a6.p0, align 2
  %dq0.a6.v0 = insertelement <4 x half> poison, half %dq0.a6.e0, i32 0
  %dq0.a6.i1 = add i32 %dq0.ai6, 36
  %dq0.a6.p1 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq0.a6.i1
  %dq0.a6.e1 = load half, ptr addrspace(3) %dq0.a6.p1, align 2
  %dq0.a6.v1 = insertelement <4 x half> %dq0.a6.v0, half %dq0.a6.e1, i32 1
  %dq0.a6.i2 = add i32 %dq0.ai6, 72
  %dq0.a6.p2 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq0.a6.i2
  %dq0.a6.e2 = load half, ptr addrspace(3) %dq0.a6.p2, align 2
  %dq0.a6.v2 = insertelement <4 x half> %dq0.a6.v1, half %dq0.a6.e2, i32 2
  %dq0.a6.i3 = add i32 %dq0.ai6, 108
  %dq0.a6.p3 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq0.a6.i3
  %dq0.a6.e3 = load half, ptr addrspace(3) %dq0.a6.p3, align 2
  %dq0.a6.h = insertelement <4 x half> %dq0.a6.v2, half %dq0.a6.e3, i32 3

  %dq0.k6 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %dq0.a6.h, <4 x half> %kq0.6.h, <4 x float> %dq0.k5, i32 0, i32 0, i32 0)
  %dq0.ai7 = add i32 %qc.da0, 4032
  %dq0.a7.i0 = add i32 %dq0.ai7, 0
  %dq0.a7.p0 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq0.a7.i0
  %dq0.a7.e0 = load half, ptr addrspace(3) %dq0.a7.p0, align 2
  %dq0.a7.v0 = insertelement <4 x half> poison, half %dq0.a7.e0, i32 0
  %dq0.a7.i1 = add i32 %dq0.ai7, 36
  %dq0.a7.p1 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq0.a7.i1
  %dq0.a7.e1 = load half, ptr addrspace(3) %dq0.a7.p1, align 2
  %dq0.a7.v1 = insertelement <4 x half> %dq0.a7.v0, half %dq0.a7.e1, i32 1
  %dq0.a7.i2 = add i32 %dq0.ai7, 72
  %dq0.a7.p2 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq0.a7.i2
  %dq0.a7.e2 = load half, ptr addrspace(3) %dq0.a7.p2, align 2
  %dq0.a7.v2 = insertelement <4 x half> %dq0.a7.v1, half %dq0.a7.e2, i32 2
  %dq0.a7.i3 = add i32 %dq0.ai7, 108
  %dq0.a7.p3 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq0.a7.i3
  %dq0.a7.e3 = load half, ptr addrspace(3) %dq0.a7.p3, align 2
  %dq0.a7.h = insertelement <4 x half> %dq0.a7.v2, half %dq0.a7.e3, i32 3

  %dq0.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %dq0.a7.h, <4 x half> %kq0.7.h, <4 x float> %dq0.k6, i32 0, i32 0, i32 0)

  ; dQ = scale * dS K, block 1
  %dq1.a0.i0 = add i32 %qc.da1, 0
  %dq1.a0.p0 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq1.a0.i0
  %dq1.a0.e0 = load half, ptr addrspace(3) %dq1.a0.p0, align 2
  %dq1.a0.v0 = insertelement <4 x half> poison, half %dq1.a0.e0, i32 0
  %dq1.a0.i1 = add i32 %qc.da1, 36
  %dq1.a0.p1 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq1.a0.i1
  %dq1.a0.e1 = load half, ptr addrspace(3) %dq1.a0.p1, align 2
  %dq1.a0.v1 = insertelement <4 x half> %dq1.a0.v0, half %dq1.a0.e1, i32 1
  %dq1.a0.i2 = add i32 %qc.da1, 72
  %dq1.a0.p2 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq1.a0.i2
  %dq1.a0.e2 = load half, ptr addrspace(3) %dq1.a0.p2, align 2
  %dq1.a0.v2 = insertelement <4 x half> %dq1.a0.v1, half %dq1.a0.e2, i32 2
  %dq1.a0.i3 = add i32 %qc.da1, 108
  %dq1.a0.p3 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq1.a0.i3
  %dq1.a0.e3 = load half, ptr addrspace(3) %dq1.a0.p3, align 2
  %dq1.a0.h = insertelement <4 x half> %dq1.a0.v2, half %dq1.a0.e3, i32 3

  %dq1.k0 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %dq1.a0.h, <4 x half> %kq1.0.h, <4 x float> %zacc4, i32 0, i32 0, i32 0)
  %dq1.ai1 = add i32 %qc.da1, 576
  %dq1.a1.i0 = add i32 %dq1.ai1, 0
  %dq1.a1.p0 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq1.a1.i0
  %dq1.a1.e0 = load half, ptr addrspace(3) %dq1.a1.p0, align 2
  %dq1.a1.v0 = insertelement <4 x half> poison, half %dq1.a1.e0, i32 0
  %dq1.a1.i1 = add i32 %dq1.ai1, 36
  %dq1.a1.p1 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq1.a1.i1
  %dq1.a1.e1 = load half, ptr addrspace(3) %dq1.a1.p1, align 2
  %dq1.a1.v1 = insertelement <4 x half> %dq1.a1.v0, half %dq1.a1.e1, i32 1
  %dq1.a1.i2 = add i32 %dq1.ai1, 72
  %dq1.a1.p2 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq1.a1.i2
  %dq1.a1.e2 = load half, ptr addrspace(3) %dq1.a1.p2, align 2
  %dq1.a1.v2 = insertelement <4 x half> %dq1.a1.v1, half %dq1.a1.e2, i32 2
  %dq1.a1.i3 = add i32 %dq1.ai1, 108
  %dq1.a1.p3 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq1.a1.i3
  %dq1.a1.e3 = load half, ptr addrspace(3) %dq1.a1.p3, align 2
  %dq1.a1.h = insertelement <4 x half> %dq1.a1.v2, half %dq1.a1.e3, i32 3

  %dq1.k1 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %dq1.a1.h, <4 x half> %kq1.1.h, <4 x float> %dq1.k0, i32 0, i32 0, i32 0)
  %dq1.ai2 = add i32 %qc.da1, 1152
  %dq1.a2.i0 = add i32 %dq1.ai2, 0
  %dq1.a2.p0 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq1.a2.i0
  %dq1.a2.e0 = load half, ptr addrspace(3) %dq1.a2.p0, align 2
  %dq1.a2.v0 = insertelement <4 x half> poison, half %dq1.a2.e0, i32 0
  %dq1.a2.i1 = add i32 %dq1.ai2, 36
  %dq1.a2.p1 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq1.a2.i1
  %dq1.a2.e1 = load half, ptr addrspace(3) %dq1.a2.p1, align 2
  %dq1.a2.v1 = insertelement <4 x half> %dq1.a2.v0, half %dq1.a2.e1, i32 1
  %dq1.a2.i2 = add i32 %dq1.ai2, 72
  %dq1.a2.p2 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq1.a2.i2
  %dq1.a2.e2 = load half, ptr addrspace(3) %dq1.a2.p2, align 2
  %dq1.a2.v2 = insertelement <4 x half> %dq1.a2.v1, half %dq1.a2.e2, i32 2
  %dq1.a2.i3 = add i32 %dq1.ai2, 108
  %dq1.a2.p3 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq1.a2.i3
  %dq1.a2.e3 = load half, ptr addrspace(3) %dq1.a2.p3, align 2
  %dq1.a2.h = insertelement <4 x half> %dq1.a2.v2, half %dq1.a2.e3, i32 3

  %dq1.k2 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %dq1.a2.h, <4 x half> %kq1.2.h, <4 x float> %dq1.k1, i32 0, i32 0, i32 0)
  %dq1.ai3 = add i32 %qc.da1, 1728
  %dq1.a3.i0 = add i32 %dq1.ai3, 0
  %dq1.a3.p0 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq1.a3.i0
  %dq1.a3.e0 = load half, ptr addrspace(3) %dq1.a3.p0, align 2
  %dq1.a3.v0 = insertelement <4 x half> poison, half %dq1.a3.e0, i32 0
  %dq1.a3.i1 = add i32 %dq1.ai3, 36
  %dq1.a3.p1 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq1.a3.i1
  %dq1.a3.e1 = load half, ptr addrspace(3) %dq1.a3.p1, align 2
  %dq1.a3.v1 = insertelement <4 x half> %dq1.a3.v0, half %dq1.a3.e1, i32 1
  %dq1.a3.i2 = add i32 %dq1.ai3, 72
  %dq1.a3.p2 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq1.a3.i2
  %dq1.a3.e2 = load half, ptr addrspace(3) %dq1.a3.p2, align 2
  %dq1.a3.v2 = insertelement <4 x half> %dq1.a3.v1, half %dq1.a3.e2, i32 2
  %dq1.a3.i3 = add i32 %dq1.ai3, 108
  %dq1.a3.p3 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq1.a3.i3
  %dq1.a3.e3 = load half, ptr addrspace(3) %dq1.a3.p3, align 2
  %dq1.a3.h = insertelement <4 x half> %dq1.a3.v2, half %dq1.a3.e3, i32 3

  %dq1.k3 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %dq1.a3.h, <4 x half> %kq1.3.h, <4 x float> %dq1.k2, i32 0, i32 0, i32 0)
  %dq1.ai4 = add i32 %qc.da1, 2304
  %dq1.a4.i0 = add i32 %dq1.ai4, 0
  %dq1.a4.p0 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq1.a4.i0
  %dq1.a4.e0 = load half, ptr addrspace(3) %dq1.a4.p0, align 2
  %dq1.a4.v0 = insertelement <4 x half> poison, half %dq1.a4.e0, i32 0
  %dq1.a4.i1 = add i32 %dq1.ai4, 36
  %dq1.a4.p1 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq1.a4.i1
  %dq1.a4.e1 = load half, ptr addrspace(3) %dq1.a4.p1, align 2
  %dq1.a4.v1 = insertelement <4 x half> %dq1.a4.v0, half %dq1.a4.e1, i32 1
  %dq1.a4.i2 = add i32 %dq1.ai4, 72
  %dq1.a4.p2 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq1.a4.i2
  %dq1.a4.e2 = load half, ptr addrspace(3) %dq1.a4.p2, align 2
  %dq1.a4.v2 = insertelement <4 x half> %dq1.a4.v1, half %dq1.a4.e2, i32 2
  %dq1.a4.i3 = add i32 %dq1.ai4, 108
  %dq1.a4.p3 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq1.a4.i3
  %dq1.a4.e3 = load half, ptr addrspace(3) %dq1.a4.p3, align 2
  %dq1.a4.h = insertelement <4 x half> %dq1.a4.v2, half %dq1.a4.e3, i32 3

  %dq1.k4 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %dq1.a4.h, <4 x half> %kq1.4.h, <4 x float> %dq1.k3, i32 0, i32 0, i32 0)
  %dq1.ai5 = add i32 %qc.da1, 2880
  %dq1.a5.i0 = add i32 %dq1.ai5, 0
  %dq1.a5.p0 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq1.a5.i0
  %dq1.a5.e0 = load half, ptr addrspace(3) %dq1.a5.p0, align 2
  %dq1.a5.v0 = insertelement <4 x half> poison, half %dq1.a5.e0, i32 0
  %dq1.a5.i1 = add i32 %dq1.ai5, 36
  %dq1.a5.p1 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq1.a5.i1
  %dq1.a5.e1 = load half, ptr addrspace(3) %dq1.a5.p1, align 2
  %dq1.a5.v1 = insertelement <4 x half> %dq1.a5.v0, half %dq1.a5.e1, i32 1
  %dq1.a5.i2 = add i32 %dq1.ai5, 72
  %dq1.a5.p2 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq1.a5.i2
  %dq1.a5.e2 = load half, ptr addrspace(3) %dq1.a5.p2, align 2
  %dq1.a5.v2 = insertelement <4 x half> %dq1.a5.v1, half %dq1.a5.e2, i32 2
  %dq1.a5.i3 = add i32 %dq1.ai5, 108
  %dq1.a5.p3 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq1.a5.i3
  %dq1.a5.e3 = load half, ptr addrspace(3) %dq1.a5.p3, align 2
  %dq1.a5.h = insertelement <4 x half> %dq1.a5.v2, half %dq1.a5.e3, i32 3

  %dq1.k5 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %dq1.a5.h, <4 x half> %kq1.5.h, <4 x float> %dq1.k4, i32 0, i32 0, i32 0)
  %dq1.ai6 = add i32 %qc.da1, 3456
  %dq1.a6.i0 = add i32 %dq1.ai6, 0
  %dq1.a6.p0 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq1.a6.i0
  %dq1.a6.e0 = load half, ptr addrspace(3) %dq1.a6.p0, align 2
  %dq1.a6.v0 = insertelement <4 x half> poison, half %dq1.a6.e0, i32 0
  %dq1.a6.i1 = add i32 %dq1.ai6, 36
  %dq1.a6.p1 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq1.a6.i1
  %dq1.a6.e1 = load half, ptr addrspace(3) %dq1.a6.p1, align 2
  %dq1.a6.v1 = insertelement <4 x half> %dq1.a6.v0, half %dq1.a6.e1, i32 1
  %dq1.a6.i2 = add i32 %dq1.ai6, 72
  %dq1.a6.p2 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq1.a6.i2
  %dq1.a6.e2 = load half, ptr addrspace(3) %dq1.a6.p2, align 2
  %dq1.a6.v2 = insertelement <4 x half> %dq1.a6.v1, half %dq1.a6.e2, i32 2
  %dq1.a6.i3 = add i32 %dq1.ai6, 108
  %dq1.a6.p3 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq1.a6.i3
  %dq1.a6.e3 = load half, ptr addrspace(3) %dq1.a6.p3, align 2
  %dq1.a6.h = insertelement <4 x half> %dq1.a6.v2, half %dq1.a6.e3, i32 3

  %dq1.k6 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %dq1.a6.h, <4 x half> %kq1.6.h, <4 x float> %dq1.k5, i32 0, i32 0, i32 0)
  %dq1.ai7 = add i32 %qc.da1, 4032
  %dq1.a7.i0 = add i32 %dq1.ai7, 0
  %dq1.a7.p0 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq1.a7.i0
  %dq1.a7.e0 = load half, ptr addrspace(3) %dq1.a7.p0, align 2
  %dq1.a7.v0 = insertelement <4 x half> poison, half %dq1.a7.e0, i32 0
  %dq1.a7.i1 = add i32 %dq1.ai7, 36
  %dq1.a7.p1 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq1.a7.i1
  %dq1.a7.e1 = load half, ptr addrspace(3) %dq1.a7.p1, align 2
  %dq1.a7.v1 = insertelement <4 x half> %dq1.a7.v0, half %dq1.a7.e1, i32 1
  %dq1.a7.i2 = add i32 %dq1.ai7, 72
  %dq1.a7.p2 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq1.a7.i2
  %dq1.a7.e2 = load half, ptr addrspace(3) %dq1.a7.p2, align 2
  %dq1.a7.v2 = insertelement <4 x half> %dq1.a7.v1, half %dq1.a7.e2, i32 2
  %dq1.a7.i3 = add i32 %dq1.ai7, 108
  %dq1.a7.p3 = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dq1.a7.i3
  %dq1.a7.e3 = load half, ptr addrspace(3) %dq1.a7.p3, align 2
  %dq1.a7.h = insertelement <4 x half> %dq1.a7.v2, half %dq1.a7.e3, i32 3

  %dq1.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %dq1.a7.h, <4 x half> %kq1.7.h, <4 x float> %dq1.k6, i32 0, i32 0, i32 0)

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
  %aw.b.base = mul i64 %aw.b.rhh, 64
  %aw.hq = sext i32 %num_heads_q to i64
  %aw.rs = mul i64 %aw.hq, 64
  %aw.lastl = sub i32 %aw.last, %m0
  %aw.o0 = add i64 %aw.b.base, %qc.bc64.0
  %aw.p0 = getelementptr inbounds float, ptr addrspace(1) %dq_ws, i64 %aw.o0
  %aw0.rc0 = call i32 @llvm.smin.i32(i32 %qc.row0.0, i32 %aw.lastl)
  %aw0.r64.0 = zext i32 %aw0.rc0 to i64
  %aw0.ro0 = mul i64 %aw0.r64.0, %aw.rs
  %aw0.p0 = getelementptr inbounds float, ptr addrspace(1) %aw.p0, i64 %aw0.ro0
  %aw0.x0 = extractelement <4 x float> %dq0.acc, i32 0
  %aw0.y0 = fmul float %aw0.x0, %scale
  %aw0.a0 = atomicrmw fadd ptr addrspace(1) %aw0.p0, float %aw0.y0 syncscope("agent") monotonic, align 4
  %aw0.in1 = icmp sle i32 %qc.row0.1, %aw.lastl
  %aw0.st1 = select i1 %aw0.in1, i64 %aw.rs, i64 0
  %aw0.ro1 = add i64 %aw0.ro0, %aw0.st1
  %aw0.p1 = getelementptr inbounds float, ptr addrspace(1) %aw.p0, i64 %aw0.ro1
  %aw0.x1 = extractelement <4 x float> %dq0.acc, i32 1
  %aw0.y1 = fmul float %aw0.x1, %scale
  %aw0.a1 = atomicrmw fadd ptr addrspace(1) %aw0.p1, float %aw0.y1 syncscope("agent") monotonic, align 4
  %aw0.in2 = icmp sle i32 %qc.row0.2, %aw.lastl
  %aw0.st2 = select i1 %aw0.in2, i64 %aw.rs, i64 0
  %aw0.ro2 = add i64 %aw0.ro1, %aw0.st2
  %aw0.p2 = getelementptr inbounds float, ptr addrspace(1) %aw.p0, i64 %aw0.ro2
  %aw0.x2 = extractelement <4 x float> %dq0.acc, i32 2
  %aw0.y2 = fmul float %aw0.x2, %scale
  %aw0.a2 = atomicrmw fadd ptr addrspace(1) %aw0.p2, float %aw0.y2 syncscope("agent") monotonic, align 4
  %aw0.in3 = icmp sle i32 %qc.row0.3, %aw.lastl
  %aw0.st3 = select i1 %aw0.in3, i64 %aw.rs, i64 0
  %aw0.ro3 = add i64 %aw0.ro2, %aw0.st3
  %aw0.p3 = getelementptr inbounds float, ptr addrspace(1) %aw.p0, i64 %aw0.ro3
  %aw0.x3 = extractelement <4 x float> %dq0.acc, i32 3
  %aw0.y3 = fmul float %aw0.x3, %scale
  %aw0.a3 = atomicrmw fadd ptr addrspace(1) %aw0.p3, float %aw0.y3 syncscope("agent") monotonic, align 4
  %aw.o1 = add i64 %aw.b.base, %qc.bc64.1
  %aw.p1 = getelementptr inbounds float, ptr addrspace(1) %dq_ws, i64 %aw.o1
  %aw1.rc0 = call i32 @llvm.smin.i32(i32 %qc.row1.0, i32 %aw.lastl)
  %aw1.r64.0 = zext i32 %aw1.rc0 to i64
  %aw1.ro0 = mul i64 %aw1.r64.0, %aw.rs
  %aw1.p0 = getelementptr inbounds float, ptr addrspace(1) %aw.p1, i64 %aw1.ro0
  %aw1.x0 = extractelement <4 x float> %dq1.acc, i32 0
  %aw1.y0 = fmul float %aw1.x0, %scale
  %aw1.a0 = atomicrmw fadd ptr addrspace(1) %aw1.p0, float %aw1.y0 syncscope("agent") monotonic, align 4
  %aw1.in1 = icmp sle i32 %qc.row1.1, %aw.lastl
  %aw1.st1 = select i1 %aw1.in1, i64 %aw.rs, i64 0
  %aw1.ro1 = add i64 %aw1.ro0, %aw1.st1
  %aw1.p1 = getelementptr inbounds float, ptr addrspace(1) %aw.p1, i64 %aw1.ro1
  %aw1.x1 = extractelement <4 x float> %dq1.acc, i32 1
  %aw1.y1 = fmul float %aw1.x1, %scale
  %aw1.a1 = atomicrmw fadd ptr addrspace(1) %aw1.p1, float %aw1.y1 syncscope("agent") monotonic, align 4
  %aw1.in2 = icmp sle i32 %qc.row1.2, %aw.lastl
  %aw1.st2 = select i1 %aw1.in2, i64 %aw.rs, i64 0
  %aw1.ro2 = add i64 %aw1.ro1, %aw1.st2
  %aw1.p2 = getelementptr inbounds float, ptr addrspace(1) %aw.p1, i64 %aw1.ro2
  %aw1.x2 = extractelement <4 x float> %dq1.acc, i32 2
  %aw1.y2 = fmul float %aw1.x2, %scale
  %aw1.a2 = atomicrmw fadd ptr addrspace(1) %aw1.p2, float %aw1.y2 syncscope("agent") monotonic, align 4
  %aw1.in3 = icmp sle i32 %qc.row1.3, %aw.lastl
  %aw1.st3 = select i1 %aw1.in3, i64 %aw.rs, i64 0
  %aw1.ro3 = add i64 %aw1.ro2, %aw1.st3
  %aw1.p3 = getelementptr inbounds float, ptr addrspace(1) %aw.p1, i64 %aw1.ro3
  %aw1.x3 = extractelement <4 x float> %dq1.acc, i32 3
  %aw1.y3 = fmul float %aw1.x3, %scale
  %aw1.a3 = atomicrmw fadd ptr addrspace(1) %aw1.p3, float %aw1.y3 syncscope("agent") monotonic, align 4
  ; dV += P^T dO and dK += dS^T Q, block 0
  %dv0.a0.p = getelementptr inbounds half, ptr addrspace(3) @pt.lds, i32 %kb.pa0
  %dv0.a0.h = load <4 x half>, ptr addrspace(3) %dv0.a0.p, align 8

  %dv0.b0.i0 = add i32 %kb.ob0, 0
  %dv0.b0.p0 = getelementptr inbounds half, ptr addrspace(3) @do.lds, i32 %dv0.b0.i0
  %dv0.b0.e0 = load half, ptr addrspace(3) %dv0.b0.p0, align 2
  %dv0.b0.v0 = insertelement <4 x half> poison, half %dv0.b0.e0, i32 0
  %dv0.b0.i1 = add i32 %kb.ob0, 72
  %dv0.b0.p1 = getelementptr inbounds half, ptr addrspace(3) @do.lds, i32 %dv0.b0.i1
  %dv0.b0.e1 = load half, ptr addrspace(3) %dv0.b0.p1, align 2
  %dv0.b0.v1 = insertelement <4 x half> %dv0.b0.v0, half %dv0.b0.e1, i32 1
  %dv0.b0.i2 = add i32 %kb.ob0, 144
  %dv0.b0.p2 = getelementptr inbounds half, ptr addrspace(3) @do.lds, i32 %dv0.b0.i2
  %dv0.b0.e2 = load half, ptr addrspace(3) %dv0.b0.p2, align 2
  %dv0.b0.v2 = insertelement <4 x half> %dv0.b0.v1, half %dv0.b0.e2, i32 2
  %dv0.b0.i3 = add i32 %kb.ob0, 216
  %dv0.b0.p3 = getelementptr inbounds half, ptr addrspace(3) @do.lds, i32 %dv0.b0.i3
  %dv0.b0.e3 = load half, ptr addrspace(3) %dv0.b0.p3, align 2
  %dv0.b0.h = insertelement <4 x half> %dv0.b0.v2, half %dv0.b0.e3, i32 3

  %dv0.k0 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %dv0.a0.h, <4 x half> %dv0.b0.h, <16 x float> %qt.dv0, i32 0, i32 0, i32 0)
  %dv0.ai1 = add i32 %kb.pa0, 8
  %dv0.bi1 = add i32 %kb.ob0, 576
  %dv0.a1.p = getelementptr inbounds half, ptr addrspace(3) @pt.lds, i32 %dv0.ai1
  %dv0.a1.h = load <4 x half>, ptr addrspace(3) %dv0.a1.p, align 8

  %dv0.b1.i0 = add i32 %dv0.bi1, 0
  %dv0.b1.p0 = getelementptr inbounds half, ptr addrspace(3) @do.lds, i32 %dv0.b1.i0
  %dv0.b1.e0 = load half, ptr addrspace(3) %dv0.b1.p0, align 2
  %dv0.b1.v0 = insertelement <4 x half> poison, half %dv0.b1.e0, i32 0
  %dv0.b1.i1 = add i32 %dv0.bi1, 72
  %dv0.b1.p1 = getelementptr inbounds half, ptr addrspace(3) @do.lds, i32 %dv0.b1.i1
  %dv0.b1.e1 = load half, ptr addrspace(3) %dv0.b1.p1, align 2
  %dv0.b1.v1 = insertelement <4 x half> %dv0.b1.v0, half %dv0.b1.e1, i32 1
  %dv0.b1.i2 = add i32 %dv0.bi1, 144
  %dv0.b1.p2 = getelementptr inbounds half, ptr addrspace(3) @do.lds, i32 %dv0.b1.i2
  %dv0.b1.e2 = load half, ptr addrspace(3) %dv0.b1.p2, align 2
  %dv0.b1.v2 = insertelement <4 x half> %dv0.b1.v1, half %dv0.b1.e2, i32 2
  %dv0.b1.i3 = add i32 %dv0.bi1, 216
  %dv0.b1.p3 = getelementptr inbounds half, ptr addrspace(3) @do.lds, i32 %dv0.b1.i3
  %dv0.b1.e3 = load half, ptr addrspace(3) %dv0.b1.p3, align 2
  %dv0.b1.h = insertelement <4 x half> %dv0.b1.v2, half %dv0.b1.e3, i32 3

  %dv0.k1 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %dv0.a1.h, <4 x half> %dv0.b1.h, <16 x float> %dv0.k0, i32 0, i32 0, i32 0)
  %dv0.ai2 = add i32 %kb.pa0, 16
  %dv0.bi2 = add i32 %kb.ob0, 1152
  %dv0.a2.p = getelementptr inbounds half, ptr addrspace(3) @pt.lds, i32 %dv0.ai2
  %dv0.a2.h = load <4 x half>, ptr addrspace(3) %dv0.a2.p, align 8

  %dv0.b2.i0 = add i32 %dv0.bi2, 0
  %dv0.b2.p0 = getelementptr inbounds half, ptr addrspace(3) @do.lds, i32 %dv0.b2.i0
  %dv0.b2.e0 = load half, ptr addrspace(3) %dv0.b2.p0, align 2
  %dv0.b2.v0 = insertelement <4 x half> poison, half %dv0.b2.e0, i32 0
  %dv0.b2.i1 = add i32 %dv0.bi2, 72
  %dv0.b2.p1 = getelementptr inbounds half, ptr addrspace(3) @do.lds, i32 %dv0.b2.i1
  %dv0.b2.e1 = load half, ptr addrspace(3) %dv0.b2.p1, align 2
  %dv0.b2.v1 = insertelement <4 x half> %dv0.b2.v0, half %dv0.b2.e1, i32 1
  %dv0.b2.i2 = add i32 %dv0.bi2, 144
  %dv0.b2.p2 = getelementptr inbounds half, ptr addrspace(3) @do.lds, i32 %dv0.b2.i2
  %dv0.b2.e2 = load half, ptr addrspace(3) %dv0.b2.p2, align 2
  %dv0.b2.v2 = insertelement <4 x half> %dv0.b2.v1, half %dv0.b2.e2, i32 2
  %dv0.b2.i3 = add i32 %dv0.bi2, 216
  %dv0.b2.p3 = getelementptr inbounds half, ptr addrspace(3) @do.lds, i32 %dv0.b2.i3
  %dv0.b2.e3 = load half, ptr addrspace(3) %dv0.b2.p3, align 2
  %dv0.b2.h = insertelement <4 x half> %dv0.b2.v2, half %dv0.b2.e3, i32 3

  %dv0.k2 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %dv0.a2.h, <4 x half> %dv0.b2.h, <16 x float> %dv0.k1, i32 0, i32 0, i32 0)
  %dv0.ai3 = add i32 %kb.pa0, 24
  %dv0.bi3 = add i32 %kb.ob0, 1728
  %dv0.a3.p = getelementptr inbounds half, ptr addrspace(3) @pt.lds, i32 %dv0.ai3
  %dv0.a3.h = load <4 x half>, ptr addrspace(3) %dv0.a3.p, align 8

  %dv0.b3.i0 = add i32 %dv0.bi3, 0
  %dv0.b3.p0 = getelementptr inbounds half, ptr addrspace(3) @do.lds, i32 %dv0.b3.i0
  %dv0.b3.e0 = load half, ptr addrspace(3) %dv0.b3.p0, align 2
  %dv0.b3.v0 = insertelement <4 x half> poison, half %dv0.b3.e0, i32 0
  %dv0.b3.i1 = add i32 %dv0.bi3, 72
  %dv0.b3.p1 = getelementptr inbounds half, ptr addrspace(3) @do.lds, i32 %dv0.b3.i1
  %dv0.b3.e1 = load half, ptr addrspace(3) %dv0.b3.p1, align 2
  %dv0.b3.v1 = insertelement <4 x half> %dv0.b3.v0, half %dv0.b3.e1, i32 1
  %dv0.b3.i2 = add i32 %dv0.bi3, 144
  %dv0.b3.p2 = getelementptr inbounds half, ptr addrspace(3) @do.lds, i32 %dv0.b3.i2
  %dv0.b3.e2 = load half, ptr addrspace(3) %dv0.b3.p2, align 2
  %dv0.b3.v2 = insertelement <4 x half> %dv0.b3.v1, half %dv0.b3.e2, i32 2
  %dv0.b3.i3 = add i32 %dv0.bi3, 216
  %dv0.b3.p3 = getelementptr inbounds half, ptr addrspace(3) @do.lds, i32 %dv0.b3.i3
  %dv0.b3.e3 = load half, ptr addrspace(3) %dv0.b3.p3, align 2
  %dv0.b3.h = insertelement <4 x half> %dv0.b3.v2, half %dv0.b3.e3, i32 3

  %dv0.acc = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %dv0.a3.h, <4 x half> %dv0.b3.h, <16 x float> %dv0.k2, i32 0, i32 0, i32 0)

  %dk0.a0.p = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %kb.pa0
  %dk0.a0.h = load <4 x half>, ptr addrspace(3) %dk0.a0.p, align 8

  %dk0.b0.i0 = add i32 %kb.ob0, 0
  %dk0.b0.p0 = getelementptr inbounds half, ptr addrspace(3) @q.lds, i32 %dk0.b0.i0
  %dk0.b0.e0 = load half, ptr addrspace(3) %dk0.b0.p0, align 2
  %dk0.b0.v0 = insertelement <4 x half> poison, half %dk0.b0.e0, i32 0
  %dk0.b0.i1 = add i32 %kb.ob0, 72
  %dk0.b0.p1 = getelementptr inbounds half, ptr addrspace(3) @q.lds, i32 %dk0.b0.i1
  %dk0.b0.e1 = load half, ptr addrspace(3) %dk0.b0.p1, align 2
  %dk0.b0.v1 = insertelement <4 x half> %dk0.b0.v0, half %dk0.b0.e1, i32 1
  %dk0.b0.i2 = add i32 %kb.ob0, 144
  %dk0.b0.p2 = getelementptr inbounds half, ptr addrspace(3) @q.lds, i32 %dk0.b0.i2
  %dk0.b0.e2 = load half, ptr addrspace(3) %dk0.b0.p2, align 2
  %dk0.b0.v2 = insertelement <4 x half> %dk0.b0.v1, half %dk0.b0.e2, i32 2
  %dk0.b0.i3 = add i32 %kb.ob0, 216
  %dk0.b0.p3 = getelementptr inbounds half, ptr addrspace(3) @q.lds, i32 %dk0.b0.i3
  %dk0.b0.e3 = load half, ptr addrspace(3) %dk0.b0.p3, align 2
  %dk0.b0.h = insertelement <4 x half> %dk0.b0.v2, half %dk0.b0.e3, i32 3

  %dk0.k0 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %dk0.a0.h, <4 x half> %dk0.b0.h, <16 x float> %qt.dk0, i32 0, i32 0, i32 0)
  %dk0.ai1 = add i32 %kb.pa0, 8
  %dk0.bi1 = add i32 %kb.ob0, 576
  %dk0.a1.p = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dk0.ai1
  %dk0.a1.h = load <4 x half>, ptr addrspace(3) %dk0.a1.p, align 8

  %dk0.b1.i0 = add i32 %dk0.bi1, 0
  %dk0.b1.p0 = getelementptr inbounds half, ptr addrspace(3) @q.lds, i32 %dk0.b1.i0
  %dk0.b1.e0 = load half, ptr addrspace(3) %dk0.b1.p0, align 2
  %dk0.b1.v0 = insertelement <4 x half> poison, half %dk0.b1.e0, i32 0
  %dk0.b1.i1 = add i32 %dk0.bi1, 72
  %dk0.b1.p1 = getelementptr inbounds half, ptr addrspace(3) @q.lds, i32 %dk0.b1.i1
  %dk0.b1.e1 = load half, ptr addrspace(3) %dk0.b1.p1, align 2
  %dk0.b1.v1 = insertelement <4 x half> %dk0.b1.v0, half %dk0.b1.e1, i32 1
  %dk0.b1.i2 = add i32 %dk0.bi1, 144
  %dk0.b1.p2 = getelementptr inbounds half, ptr addrspace(3) @q.lds, i32 %dk0.b1.i2
  %dk0.b1.e2 = load half, ptr addrspace(3) %dk0.b1.p2, align 2
  %dk0.b1.v2 = insertelement <4 x half> %dk0.b1.v1, half %dk0.b1.e2, i32 2
  %dk0.b1.i3 = add i32 %dk0.bi1, 216
  %dk0.b1.p3 = getelementptr inbounds half, ptr addrspace(3) @q.lds, i32 %dk0.b1.i3
  %dk0.b1.e3 = load half, ptr addrspace(3) %dk0.b1.p3, align 2
  %dk0.b1.h = insertelement <4 x half> %dk0.b1.v2, half %dk0.b1.e3, i32 3

  %dk0.k1 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %dk0.a1.h, <4 x half> %dk0.b1.h, <16 x float> %dk0.k0, i32 0, i32 0, i32 0)
  %dk0.ai2 = add i32 %kb.pa0, 16
  %dk0.bi2 = add i32 %kb.ob0, 1152
  %dk0.a2.p = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dk0.ai2
  %dk0.a2.h = load <4 x half>, ptr addrspace(3) %dk0.a2.p, align 8

  %dk0.b2.i0 = add i32 %dk0.bi2, 0
  %dk0.b2.p0 = getelementptr inbounds half, ptr addrspace(3) @q.lds, i32 %dk0.b2.i0
  %dk0.b2.e0 = load half, ptr addrspace(3) %dk0.b2.p0, align 2
  %dk0.b2.v0 = insertelement <4 x half> poison, half %dk0.b2.e0, i32 0
  %dk0.b2.i1 = add i32 %dk0.bi2, 72
  %dk0.b2.p1 = getelementptr inbounds half, ptr addrspace(3) @q.lds, i32 %dk0.b2.i1
  %dk0.b2.e1 = load half, ptr addrspace(3) %dk0.b2.p1, align 2
  %dk0.b2.v1 = insertelement <4 x half> %dk0.b2.v0, half %dk0.b2.e1, i32 1
  %dk0.b2.i2 = add i32 %dk0.bi2, 144
  %dk0.b2.p2 = getelementptr inbounds half, ptr addrspace(3) @q.lds, i32 %dk0.b2.i2
  %dk0.b2.e2 = load half, ptr addrspace(3) %dk0.b2.p2, align 2
  %dk0.b2.v2 = insertelement <4 x half> %dk0.b2.v1, half %dk0.b2.e2, i32 2
  %dk0.b2.i3 = add i32 %dk0.bi2, 216
  %dk0.b2.p3 = getelementptr inbounds half, ptr addrspace(3) @q.lds, i32 %dk0.b2.i3
  %dk0.b2.e3 = load half, ptr addrspace(3) %dk0.b2.p3, align 2
  %dk0.b2.h = insertelement <4 x half> %dk0.b2.v2, half %dk0.b2.e3, i32 3

  %dk0.k2 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %dk0.a2.h, <4 x half> %dk0.b2.h, <16 x float> %dk0.k1, i32 0, i32 0, i32 0)
  %dk0.ai3 = add i32 %kb.pa0, 24
  %dk0.bi3 = add i32 %kb.ob0, 1728
  %dk0.a3.p = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dk0.ai3
  %dk0.a3.h = load <4 x half>, ptr addrspace(3) %dk0.a3.p, align 8

  %dk0.b3.i0 = add i32 %dk0.bi3, 0
  %dk0.b3.p0 = getelementptr inbounds half, ptr addrspace(3) @q.lds, i32 %dk0.b3.i0
  %dk0.b3.e0 = load half, ptr addrspace(3) %dk0.b3.p0, align 2
  %dk0.b3.v0 = insertelement <4 x half> poison, half %dk0.b3.e0, i32 0
  %dk0.b3.i1 = add i32 %dk0.bi3, 72
  %dk0.b3.p1 = getelementptr inbounds half, ptr addrspace(3) @q.lds, i32 %dk0.b3.i1
  %dk0.b3.e1 = load half, ptr addrspace(3) %dk0.b3.p1, align 2
  %dk0.b3.v1 = insertelement <4 x half> %dk0.b3.v0, half %dk0.b3.e1, i32 1
  %dk0.b3.i2 = add i32 %dk0.bi3, 144
  %dk0.b3.p2 = getelementptr inbounds half, ptr addrspace(3) @q.lds, i32 %dk0.b3.i2
  %dk0.b3.e2 = load half, ptr addrspace(3) %dk0.b3.p2, align 2
  %dk0.b3.v2 = insertelement <4 x half> %dk0.b3.v1, half %dk0.b3.e2, i32 2
  %dk0.b3.i3 = add i32 %dk0.bi3, 216
  %dk0.b3.p3 = getelementptr inbounds half, ptr addrspace(3) @q.lds, i32 %dk0.b3.i3
  %dk0.b3.e3 = load half, ptr addrspace(3) %dk0.b3.p3, align 2
  %dk0.b3.h = insertelement <4 x half> %dk0.b3.v2, half %dk0.b3.e3, i32 3

  %dk0.acc = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %dk0.a3.h, <4 x half> %dk0.b3.h, <16 x float> %dk0.k2, i32 0, i32 0, i32 0)

  ; dV += P^T dO and dK += dS^T Q, block 1
  %dv1.a0.p = getelementptr inbounds half, ptr addrspace(3) @pt.lds, i32 %kb.pa1
  %dv1.a0.h = load <4 x half>, ptr addrspace(3) %dv1.a0.p, align 8

  %dv1.b0.i0 = add i32 %kb.ob1, 0
  %dv1.b0.p0 = getelementptr inbounds half, ptr addrspace(3) @do.lds, i32 %dv1.b0.i0
  %dv1.b0.e0 = load half, ptr addrspace(3) %dv1.b0.p0, align 2
  %dv1.b0.v0 = insertelement <4 x half> poison, half %dv1.b0.e0, i32 0
  %dv1.b0.i1 = add i32 %kb.ob1, 72
  %dv1.b0.p1 = getelementptr inbounds half, ptr addrspace(3) @do.lds, i32 %dv1.b0.i1
  %dv1.b0.e1 = load half, ptr addrspace(3) %dv1.b0.p1, align 2
  %dv1.b0.v1 = insertelement <4 x half> %dv1.b0.v0, half %dv1.b0.e1, i32 1
  %dv1.b0.i2 = add i32 %kb.ob1, 144
  %dv1.b0.p2 = getelementptr inbounds half, ptr addrspace(3) @do.lds, i32 %dv1.b0.i2
  %dv1.b0.e2 = load half, ptr addrspace(3) %dv1.b0.p2, align 2
  %dv1.b0.v2 = insertelement <4 x half> %dv1.b0.v1, half %dv1.b0.e2, i32 2
  %dv1.b0.i3 = add i32 %kb.ob1, 216
  %dv1.b0.p3 = getelementptr inbounds half, ptr addrspace(3) @do.lds, i32 %dv1.b0.i3
  %dv1.b0.e3 = load half, ptr addrspace(3) %dv1.b0.p3, align 2
  %dv1.b0.h = insertelement <4 x half> %dv1.b0.v2, half %dv1.b0.e3, i32 3

  %dv1.k0 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %dv1.a0.h, <4 x half> %dv1.b0.h, <16 x float> %qt.dv1, i32 0, i32 0, i32 0)
  %dv1.ai1 = add i32 %kb.pa1, 8
  %dv1.bi1 = add i32 %kb.ob1, 576
  %dv1.a1.p = getelementptr inbounds half, ptr addrspace(3) @pt.lds, i32 %dv1.ai1
  %dv1.a1.h = load <4 x half>, ptr addrspace(3) %dv1.a1.p, align 8

  %dv1.b1.i0 = add i32 %dv1.bi1, 0
  %dv1.b1.p0 = getelementptr inbounds half, ptr addrspace(3) @do.lds, i32 %dv1.b1.i0
  %dv1.b1.e0 = load half, ptr addrspace(3) %dv1.b1.p0, align 2
  %dv1.b1.v0 = insertelement <4 x half> poison, half %dv1.b1.e0, i32 0
  %dv1.b1.i1 = add i32 %dv1.bi1, 72
  %dv1.b1.p1 = getelementptr inbounds half, ptr addrspace(3) @do.lds, i32 %dv1.b1.i1
  %dv1.b1.e1 = load half, ptr addrspace(3) %dv1.b1.p1, align 2
  %dv1.b1.v1 = insertelement <4 x half> %dv1.b1.v0, half %dv1.b1.e1, i32 1
  %dv1.b1.i2 = add i32 %dv1.bi1, 144
  %dv1.b1.p2 = getelementptr inbounds half, ptr addrspace(3) @do.lds, i32 %dv1.b1.i2
  %dv1.b1.e2 = load half, ptr addrspace(3) %dv1.b1.p2, align 2
  %dv1.b1.v2 = insertelement <4 x half> %dv1.b1.v1, half %dv1.b1.e2, i32 2
  %dv1.b1.i3 = add i32 %dv1.bi1, 216
  %dv1.b1.p3 = getelementptr inbounds half, ptr addrspace(3) @do.lds, i32 %dv1.b1.i3
  %dv1.b1.e3 = load half, ptr addrspace(3) %dv1.b1.p3, align 2
  %dv1.b1.h = insertelement <4 x half> %dv1.b1.v2, half %dv1.b1.e3, i32 3

  %dv1.k1 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %dv1.a1.h, <4 x half> %dv1.b1.h, <16 x float> %dv1.k0, i32 0, i32 0, i32 0)
  %dv1.ai2 = add i32 %kb.pa1, 16
  %dv1.bi2 = add i32 %kb.ob1, 1152
  %dv1.a2.p = getelementptr inbounds half, ptr addrspace(3) @pt.lds, i32 %dv1.ai2
  %dv1.a2.h = load <4 x half>, ptr addrspace(3) %dv1.a2.p, align 8

  %dv1.b2.i0 = add i32 %dv1.bi2, 0
  %dv1.b2.p0 = getelementptr inbounds half, ptr addrspace(3) @do.lds, i32 %dv1.b2.i0
  %dv1.b2.e0 = load half, ptr addrspace(3) %dv1.b2.p0, align 2
  %dv1.b2.v0 = insertelement <4 x half> poison, half %dv1.b2.e0, i32 0
  %dv1.b2.i1 = add i32 %dv1.bi2, 72
  %dv1.b2.p1 = getelementptr inbounds half, ptr addrspace(3) @do.lds, i32 %dv1.b2.i1
  %dv1.b2.e1 = load half, ptr addrspace(3) %dv1.b2.p1, align 2
  %dv1.b2.v1 = insertelement <4 x half> %dv1.b2.v0, half %dv1.b2.e1, i32 1
  %dv1.b2.i2 = add i32 %dv1.bi2, 144
  %dv1.b2.p2 = getelementptr inbounds half, ptr addrspace(3) @do.lds, i32 %dv1.b2.i2
  %dv1.b2.e2 = load half, ptr addrspace(3) %dv1.b2.p2, align 2
  %dv1.b2.v2 = insertelement <4 x half> %dv1.b2.v1, half %dv1.b2.e2, i32 2
  %dv1.b2.i3 = add i32 %dv1.bi2, 216
  %dv1.b2.p3 = getelementptr inbounds half, ptr addrspace(3) @do.lds, i32 %dv1.b2.i3
  %dv1.b2.e3 = load half, ptr addrspace(3) %dv1.b2.p3, align 2
  %dv1.b2.h = insertelement <4 x half> %dv1.b2.v2, half %dv1.b2.e3, i32 3

  %dv1.k2 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %dv1.a2.h, <4 x half> %dv1.b2.h, <16 x float> %dv1.k1, i32 0, i32 0, i32 0)
  %dv1.ai3 = add i32 %kb.pa1, 24
  %dv1.bi3 = add i32 %kb.ob1, 1728
  %dv1.a3.p = getelementptr inbounds half, ptr addrspace(3) @pt.lds, i32 %dv1.ai3
  %dv1.a3.h = load <4 x half>, ptr addrspace(3) %dv1.a3.p, align 8

  %dv1.b3.i0 = add i32 %dv1.bi3, 0
  %dv1.b3.p0 = getelementptr inbounds half, ptr addrspace(3) @do.lds, i32 %dv1.b3.i0
  %dv1.b3.e0 = load half, ptr addrspace(3) %dv1.b3.p0, align 2
  %dv1.b3.v0 = insertelement <4 x half> poison, half %dv1.b3.e0, i32 0
  %dv1.b3.i1 = add i32 %dv1.bi3, 72
  %dv1.b3.p1 = getelementptr inbounds half, ptr addrspace(3) @do.lds, i32 %dv1.b3.i1
  %dv1.b3.e1 = load half, ptr addrspace(3) %dv1.b3.p1, align 2
  %dv1.b3.v1 = insertelement <4 x half> %dv1.b3.v0, half %dv1.b3.e1, i32 1
  %dv1.b3.i2 = add i32 %dv1.bi3, 144
  %dv1.b3.p2 = getelementptr inbounds half, ptr addrspace(3) @do.lds, i32 %dv1.b3.i2
  %dv1.b3.e2 = load half, ptr addrspace(3) %dv1.b3.p2, align 2
  %dv1.b3.v2 = insertelement <4 x half> %dv1.b3.v1, half %dv1.b3.e2, i32 2
  %dv1.b3.i3 = add i32 %dv1.bi3, 216
  %dv1.b3.p3 = getelementptr inbounds half, ptr addrspace(3) @do.lds, i32 %dv1.b3.i3
  %dv1.b3.e3 = load half, ptr addrspace(3) %dv1.b3.p3, align 2
  %dv1.b3.h = insertelement <4 x half> %dv1.b3.v2, half %dv1.b3.e3, i32 3

  %dv1.acc = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %dv1.a3.h, <4 x half> %dv1.b3.h, <16 x float> %dv1.k2, i32 0, i32 0, i32 0)

  %dk1.a0.p = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %kb.pa1
  %dk1.a0.h = load <4 x half>, ptr addrspace(3) %dk1.a0.p, align 8

  %dk1.b0.i0 = add i32 %kb.ob1, 0
  %dk1.b0.p0 = getelementptr inbounds half, ptr addrspace(3) @q.lds, i32 %dk1.b0.i0
  %dk1.b0.e0 = load half, ptr addrspace(3) %dk1.b0.p0, align 2
  %dk1.b0.v0 = insertelement <4 x half> poison, half %dk1.b0.e0, i32 0
  %dk1.b0.i1 = add i32 %kb.ob1, 72
  %dk1.b0.p1 = getelementptr inbounds half, ptr addrspace(3) @q.lds, i32 %dk1.b0.i1
  %dk1.b0.e1 = load half, ptr addrspace(3) %dk1.b0.p1, align 2
  %dk1.b0.v1 = insertelement <4 x half> %dk1.b0.v0, half %dk1.b0.e1, i32 1
  %dk1.b0.i2 = add i32 %kb.ob1, 144
  %dk1.b0.p2 = getelementptr inbounds half, ptr addrspace(3) @q.lds, i32 %dk1.b0.i2
  %dk1.b0.e2 = load half, ptr addrspace(3) %dk1.b0.p2, align 2
  %dk1.b0.v2 = insertelement <4 x half> %dk1.b0.v1, half %dk1.b0.e2, i32 2
  %dk1.b0.i3 = add i32 %kb.ob1, 216
  %dk1.b0.p3 = getelementptr inbounds half, ptr addrspace(3) @q.lds, i32 %dk1.b0.i3
  %dk1.b0.e3 = load half, ptr addrspace(3) %dk1.b0.p3, align 2
  %dk1.b0.h = insertelement <4 x half> %dk1.b0.v2, half %dk1.b0.e3, i32 3

  %dk1.k0 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %dk1.a0.h, <4 x half> %dk1.b0.h, <16 x float> %qt.dk1, i32 0, i32 0, i32 0)
  %dk1.ai1 = add i32 %kb.pa1, 8
  %dk1.bi1 = add i32 %kb.ob1, 576
  %dk1.a1.p = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dk1.ai1
  %dk1.a1.h = load <4 x half>, ptr addrspace(3) %dk1.a1.p, align 8

  %dk1.b1.i0 = add i32 %dk1.bi1, 0
  %dk1.b1.p0 = getelementptr inbounds half, ptr addrspace(3) @q.lds, i32 %dk1.b1.i0
  %dk1.b1.e0 = load half, ptr addrspace(3) %dk1.b1.p0, align 2
  %dk1.b1.v0 = insertelement <4 x half> poison, half %dk1.b1.e0, i32 0
  %dk1.b1.i1 = add i32 %dk1.bi1, 72
  %dk1.b1.p1 = getelementptr inbounds half, ptr addrspace(3) @q.lds, i32 %dk1.b1.i1
  %dk1.b1.e1 = load half, ptr addrspace(3) %dk1.b1.p1, align 2
  %dk1.b1.v1 = insertelement <4 x half> %dk1.b1.v0, half %dk1.b1.e1, i32 1
  %dk1.b1.i2 = add i32 %dk1.bi1, 144
  %dk1.b1.p2 = getelementptr inbounds half, ptr addrspace(3) @q.lds, i32 %dk1.b1.i2
  %dk1.b1.e2 = load half, ptr addrspace(3) %dk1.b1.p2, align 2
  %dk1.b1.v2 = insertelement <4 x half> %dk1.b1.v1, half %dk1.b1.e2, i32 2
  %dk1.b1.i3 = add i32 %dk1.bi1, 216
  %dk1.b1.p3 = getelementptr inbounds half, ptr addrspace(3) @q.lds, i32 %dk1.b1.i3
  %dk1.b1.e3 = load half, ptr addrspace(3) %dk1.b1.p3, align 2
  %dk1.b1.h = insertelement <4 x half> %dk1.b1.v2, half %dk1.b1.e3, i32 3

  %dk1.k1 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %dk1.a1.h, <4 x half> %dk1.b1.h, <16 x float> %dk1.k0, i32 0, i32 0, i32 0)
  %dk1.ai2 = add i32 %kb.pa1, 16
  %dk1.bi2 = add i32 %kb.ob1, 1152
  %dk1.a2.p = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dk1.ai2
  %dk1.a2.h = load <4 x half>, ptr addrspace(3) %dk1.a2.p, align 8

  %dk1.b2.i0 = add i32 %dk1.bi2, 0
  %dk1.b2.p0 = getelementptr inbounds half, ptr addrspace(3) @q.lds, i32 %dk1.b2.i0
  %dk1.b2.e0 = load half, ptr addrspace(3) %dk1.b2.p0, align 2
  %dk1.b2.v0 = insertelement <4 x half> poison, half %dk1.b2.e0, i32 0
  %dk1.b2.i1 = add i32 %dk1.bi2, 72
  %dk1.b2.p1 = getelementptr inbounds half, ptr addrspace(3) @q.lds, i32 %dk1.b2.i1
  %dk1.b2.e1 = load half, ptr addrspace(3) %dk1.b2.p1, align 2
  %dk1.b2.v1 = insertelement <4 x half> %dk1.b2.v0, half %dk1.b2.e1, i32 1
  %dk1.b2.i2 = add i32 %dk1.bi2, 144
  %dk1.b2.p2 = getelementptr inbounds half, ptr addrspace(3) @q.lds, i32 %dk1.b2.i2
  %dk1.b2.e2 = load half, ptr addrspace(3) %dk1.b2.p2, align 2
  %dk1.b2.v2 = insertelement <4 x half> %dk1.b2.v1, half %dk1.b2.e2, i32 2
  %dk1.b2.i3 = add i32 %dk1.bi2, 216
  %dk1.b2.p3 = getelementptr inbounds half, ptr addrspace(3) @q.lds, i32 %dk1.b2.i3
  %dk1.b2.e3 = load half, ptr addrspace(3) %dk1.b2.p3, align 2
  %dk1.b2.h = insertelement <4 x half> %dk1.b2.v2, half %dk1.b2.e3, i32 3

  %dk1.k2 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %dk1.a2.h, <4 x half> %dk1.b2.h, <16 x float> %dk1.k1, i32 0, i32 0, i32 0)
  %dk1.ai3 = add i32 %kb.pa1, 24
  %dk1.bi3 = add i32 %kb.ob1, 1728
  %dk1.a3.p = getelementptr inbounds half, ptr addrspace(3) @dst.lds, i32 %dk1.ai3
  %dk1.a3.h = load <4 x half>, ptr addrspace(3) %dk1.a3.p, align 8

  %dk1.b3.i0 = add i32 %dk1.bi3, 0
  %dk1.b3.p0 = getelementptr inbounds half, ptr addrspace(3) @q.lds, i32 %dk1.b3.i0
  %dk1.b3.e0 = load half, ptr addrspace(3) %dk1.b3.p0, align 2
  %dk1.b3.v0 = insertelement <4 x half> poison, half %dk1.b3.e0, i32 0
  %dk1.b3.i1 = add i32 %dk1.bi3, 72
  %dk1.b3.p1 = getelementptr inbounds half, ptr addrspace(3) @q.lds, i32 %dk1.b3.i1
  %dk1.b3.e1 = load half, ptr addrspace(3) %dk1.b3.p1, align 2
  %dk1.b3.v1 = insertelement <4 x half> %dk1.b3.v0, half %dk1.b3.e1, i32 1
  %dk1.b3.i2 = add i32 %dk1.bi3, 144
  %dk1.b3.p2 = getelementptr inbounds half, ptr addrspace(3) @q.lds, i32 %dk1.b3.i2
  %dk1.b3.e2 = load half, ptr addrspace(3) %dk1.b3.p2, align 2
  %dk1.b3.v2 = insertelement <4 x half> %dk1.b3.v1, half %dk1.b3.e2, i32 2
  %dk1.b3.i3 = add i32 %dk1.bi3, 216
  %dk1.b3.p3 = getelementptr inbounds half, ptr addrspace(3) @q.lds, i32 %dk1.b3.i3
  %dk1.b3.e3 = load half, ptr addrspace(3) %dk1.b3.p3, align 2
  %dk1.b3.h = insertelement <4 x half> %dk1.b3.v2, half %dk1.b3.e3, i32 3

  %dk1.acc = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %dk1.a3.h, <4 x half> %dk1.b3.h, <16 x float> %dk1.k2, i32 0, i32 0, i32 0)

  ; schedule: the dQ atomics spread through the dV/dK products, one atomic between every few
  ; MFMAs: a burst of atomics stalls the wave's issue behind the busy atomic unit
  call void @llvm.amdgcn.sched.group.barrier(i32 64, i32 1, i32 1)
  call void @llvm.amdgcn.sched.group.barrier(i32 8, i32 2, i32 1)
  call void @llvm.amdgcn.sched.group.barrier(i32 64, i32 1, i32 1)
  call void @llvm.amdgcn.sched.group.barrier(i32 8, i32 2, i32 1)
  call void @llvm.amdgcn.sched.group.barrier(i32 64, i32 1, i32 1)
  call void @llvm.amdgcn.sched.group.barrier(i32 8, i32 2, i32 1)
  call void @llvm.amdgcn.sched.group.barrier(i32 64, i32 1, i32 1)
  call void @llvm.amdgcn.sched.group.barrier(i32 8, i32 2, i32 1)
  call void @llvm.amdgcn.sched.group.barrier(i32 64, i32 1, i32 1)
  call void @llvm.amdgcn.sched.group.barrier(i32 8, i32 2, i32 1)
  call void @llvm.amdgcn.sched.group.barrier(i32 64, i32 1, i32 1)
  call void @llvm.amdgcn.sched.group.barrier(i32 8, i32 2, i32 1)
  call void @llvm.amdgcn.sched.group.barrier(i32 64, i32 1, i32 1)
  call void @llvm.amdgcn.sched.group.barrier(i32 8, i32 2, i32 1)
  call void @llvm.amdgcn.sched.group.barrier(i32 64, i32 1, i32 1)
  call void @llvm.amdgcn.sched.group.barrier(i32 8, i32 2, i32 1)
  br label %pair.end

pair.end:
  ; every wave is done with this pair's tiles: the next pair's go in
  fence syncscope("workgroup") release, !mmra !2
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire, !mmra !2
  %nf.ws0 = add i32 %nx.m0, %pf.r0
  %nf.wv0 = icmp slt i32 %nf.ws0, %seqlen_q
  %nf.wq0 = select i1 %nf.wv0, <8 x half> %nf.q0, <8 x half> zeroinitializer
  %nf.wqp0 = getelementptr inbounds half, ptr addrspace(3) @q.lds, i32 %pf.lo0
  store <8 x half> %nf.wq0, ptr addrspace(3) %nf.wqp0, align 16
  %nf.wo0 = select i1 %nf.wv0, <8 x half> %nf.o0, <8 x half> zeroinitializer
  %nf.wop0 = getelementptr inbounds half, ptr addrspace(3) @do.lds, i32 %pf.lo0
  store <8 x half> %nf.wo0, ptr addrspace(3) %nf.wop0, align 16
  %nf.l2 = fmul float %nf.l, 0x3FF7154760000000
  %nf.fin = fcmp une float %nf.l2, 0xFFF0000000000000
  %nf.use = and i1 %nf.lv, %nf.fin
  %nf.lx = select i1 %nf.use, float %nf.l2, float 0x7FF0000000000000
  %nf.dx = select i1 %nf.lv, float %nf.d, float 0.0
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
  br label %qt.next


qt.next:
  %m0.a = add i32 %m0, 32
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
  %st.c0 = zext i32 %kb.bc0.l to i64
  %st.c1 = zext i32 %kb.bc1.l to i64
  br i1 %kv.live, label %kvs.0.0, label %exit

kvs.0.0:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs0.r0 = add i32 %n0, %kb.row0.0
  %kvs0.ok0 = icmp slt i32 %kvs0.r0, %seqlen_k
  br i1 %kvs0.ok0, label %kvs.0.0.w, label %kvs.0.1

kvs.0.0.w:
  %kvs0.t0 = add i32 %kv.tok0, %kvs0.r0
  %kvs0.g0.r64 = sext i32 %kvs0.t0 to i64
  %kvs0.g0.h64 = sext i32 %num_heads_kv to i64
  %kvs0.g0.hh64 = sext i32 %h to i64
  %kvs0.g0.rh = mul nsw i64 %kvs0.g0.r64, %kvs0.g0.h64
  %kvs0.g0.rhh = add nsw i64 %kvs0.g0.rh, %kvs0.g0.hh64
  %kvs0.g0.base = mul i64 %kvs0.g0.rhh, 64
  %kvs0.o0 = add i64 %kvs0.g0.base, %st.c0
  %kvs0.kp0 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs0.o0
  %kvs0.kf0 = extractelement <16 x float> %st.dk0, i32 0
  %kvs0.ks0 = fmul float %kvs0.kf0, %scale
  %kvs0.k0 = fptrunc float %kvs0.ks0 to half
  store half %kvs0.k0, ptr addrspace(1) %kvs0.kp0, align 2
  %kvs0.vp0 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs0.o0
  %kvs0.vf0 = extractelement <16 x float> %st.dv0, i32 0
  %kvs0.v0 = fptrunc float %kvs0.vf0 to half
  store half %kvs0.v0, ptr addrspace(1) %kvs0.vp0, align 2
  br label %kvs.0.1

kvs.0.1:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs0.r1 = add i32 %n0, %kb.row0.1
  %kvs0.ok1 = icmp slt i32 %kvs0.r1, %seqlen_k
  br i1 %kvs0.ok1, label %kvs.0.1.w, label %kvs.0.2

kvs.0.1.w:
  %kvs0.t1 = add i32 %kv.tok0, %kvs0.r1
  %kvs0.g1.r64 = sext i32 %kvs0.t1 to i64
  %kvs0.g1.h64 = sext i32 %num_heads_kv to i64
  %kvs0.g1.hh64 = sext i32 %h to i64
  %kvs0.g1.rh = mul nsw i64 %kvs0.g1.r64, %kvs0.g1.h64
  %kvs0.g1.rhh = add nsw i64 %kvs0.g1.rh, %kvs0.g1.hh64
  %kvs0.g1.base = mul i64 %kvs0.g1.rhh, 64
  %kvs0.o1 = add i64 %kvs0.g1.base, %st.c0
  %kvs0.kp1 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs0.o1
  %kvs0.kf1 = extractelement <16 x float> %st.dk0, i32 1
  %kvs0.ks1 = fmul float %kvs0.kf1, %scale
  %kvs0.k1 = fptrunc float %kvs0.ks1 to half
  store half %kvs0.k1, ptr addrspace(1) %kvs0.kp1, align 2
  %kvs0.vp1 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs0.o1
  %kvs0.vf1 = extractelement <16 x float> %st.dv0, i32 1
  %kvs0.v1 = fptrunc float %kvs0.vf1 to half
  store half %kvs0.v1, ptr addrspace(1) %kvs0.vp1, align 2
  br label %kvs.0.2

kvs.0.2:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs0.r2 = add i32 %n0, %kb.row0.2
  %kvs0.ok2 = icmp slt i32 %kvs0.r2, %seqlen_k
  br i1 %kvs0.ok2, label %kvs.0.2.w, label %kvs.0.3

kvs.0.2.w:
  %kvs0.t2 = add i32 %kv.tok0, %kvs0.r2
  %kvs0.g2.r64 = sext i32 %kvs0.t2 to i64
  %kvs0.g2.h64 = sext i32 %num_heads_kv to i64
  %kvs0.g2.hh64 = sext i32 %h to i64
  %kvs0.g2.rh = mul nsw i64 %kvs0.g2.r64, %kvs0.g2.h64
  %kvs0.g2.rhh = add nsw i64 %kvs0.g2.rh, %kvs0.g2.hh64
  %kvs0.g2.base = mul i64 %kvs0.g2.rhh, 64
  %kvs0.o2 = add i64 %kvs0.g2.base, %st.c0
  %kvs0.kp2 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs0.o2
  %kvs0.kf2 = extractelement <16 x float> %st.dk0, i32 2
  %kvs0.ks2 = fmul float %kvs0.kf2, %scale
  %kvs0.k2 = fptrunc float %kvs0.ks2 to half
  store half %kvs0.k2, ptr addrspace(1) %kvs0.kp2, align 2
  %kvs0.vp2 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs0.o2
  %kvs0.vf2 = extractelement <16 x float> %st.dv0, i32 2
  %kvs0.v2 = fptrunc float %kvs0.vf2 to half
  store half %kvs0.v2, ptr addrspace(1) %kvs0.vp2, align 2
  br label %kvs.0.3

kvs.0.3:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs0.r3 = add i32 %n0, %kb.row0.3
  %kvs0.ok3 = icmp slt i32 %kvs0.r3, %seqlen_k
  br i1 %kvs0.ok3, label %kvs.0.3.w, label %kvs.0.4

kvs.0.3.w:
  %kvs0.t3 = add i32 %kv.tok0, %kvs0.r3
  %kvs0.g3.r64 = sext i32 %kvs0.t3 to i64
  %kvs0.g3.h64 = sext i32 %num_heads_kv to i64
  %kvs0.g3.hh64 = sext i32 %h to i64
  %kvs0.g3.rh = mul nsw i64 %kvs0.g3.r64, %kvs0.g3.h64
  %kvs0.g3.rhh = add nsw i64 %kvs0.g3.rh, %kvs0.g3.hh64
  %kvs0.g3.base = mul i64 %kvs0.g3.rhh, 64
  %kvs0.o3 = add i64 %kvs0.g3.base, %st.c0
  %kvs0.kp3 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs0.o3
  %kvs0.kf3 = extractelement <16 x float> %st.dk0, i32 3
  %kvs0.ks3 = fmul float %kvs0.kf3, %scale
  %kvs0.k3 = fptrunc float %kvs0.ks3 to half
  store half %kvs0.k3, ptr addrspace(1) %kvs0.kp3, align 2
  %kvs0.vp3 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs0.o3
  %kvs0.vf3 = extractelement <16 x float> %st.dv0, i32 3
  %kvs0.v3 = fptrunc float %kvs0.vf3 to half
  store half %kvs0.v3, ptr addrspace(1) %kvs0.vp3, align 2
  br label %kvs.0.4

kvs.0.4:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs0.r4 = add i32 %n0, %kb.row0.4
  %kvs0.ok4 = icmp slt i32 %kvs0.r4, %seqlen_k
  br i1 %kvs0.ok4, label %kvs.0.4.w, label %kvs.0.5

kvs.0.4.w:
  %kvs0.t4 = add i32 %kv.tok0, %kvs0.r4
  %kvs0.g4.r64 = sext i32 %kvs0.t4 to i64
  %kvs0.g4.h64 = sext i32 %num_heads_kv to i64
  %kvs0.g4.hh64 = sext i32 %h to i64
  %kvs0.g4.rh = mul nsw i64 %kvs0.g4.r64, %kvs0.g4.h64
  %kvs0.g4.rhh = add nsw i64 %kvs0.g4.rh, %kvs0.g4.hh64
  %kvs0.g4.base = mul i64 %kvs0.g4.rhh, 64
  %kvs0.o4 = add i64 %kvs0.g4.base, %st.c0
  %kvs0.kp4 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs0.o4
  %kvs0.kf4 = extractelement <16 x float> %st.dk0, i32 4
  %kvs0.ks4 = fmul float %kvs0.kf4, %scale
  %kvs0.k4 = fptrunc float %kvs0.ks4 to half
  store half %kvs0.k4, ptr addrspace(1) %kvs0.kp4, align 2
  %kvs0.vp4 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs0.o4
  %kvs0.vf4 = extractelement <16 x float> %st.dv0, i32 4
  %kvs0.v4 = fptrunc float %kvs0.vf4 to half
  store half %kvs0.v4, ptr addrspace(1) %kvs0.vp4, align 2
  br label %kvs.0.5

kvs.0.5:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs0.r5 = add i32 %n0, %kb.row0.5
  %kvs0.ok5 = icmp slt i32 %kvs0.r5, %seqlen_k
  br i1 %kvs0.ok5, label %kvs.0.5.w, label %kvs.0.6

kvs.0.5.w:
  %kvs0.t5 = add i32 %kv.tok0, %kvs0.r5
  %kvs0.g5.r64 = sext i32 %kvs0.t5 to i64
  %kvs0.g5.h64 = sext i32 %num_heads_kv to i64
  %kvs0.g5.hh64 = sext i32 %h to i64
  %kvs0.g5.rh = mul nsw i64 %kvs0.g5.r64, %kvs0.g5.h64
  %kvs0.g5.rhh = add nsw i64 %kvs0.g5.rh, %kvs0.g5.hh64
  %kvs0.g5.base = mul i64 %kvs0.g5.rhh, 64
  %kvs0.o5 = add i64 %kvs0.g5.base, %st.c0
  %kvs0.kp5 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs0.o5
  %kvs0.kf5 = extractelement <16 x float> %st.dk0, i32 5
  %kvs0.ks5 = fmul float %kvs0.kf5, %scale
  %kvs0.k5 = fptrunc float %kvs0.ks5 to half
  store half %kvs0.k5, ptr addrspace(1) %kvs0.kp5, align 2
  %kvs0.vp5 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs0.o5
  %kvs0.vf5 = extractelement <16 x float> %st.dv0, i32 5
  %kvs0.v5 = fptrunc float %kvs0.vf5 to half
  store half %kvs0.v5, ptr addrspace(1) %kvs0.vp5, align 2
  br label %kvs.0.6

kvs.0.6:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs0.r6 = add i32 %n0, %kb.row0.6
  %kvs0.ok6 = icmp slt i32 %kvs0.r6, %seqlen_k
  br i1 %kvs0.ok6, label %kvs.0.6.w, label %kvs.0.7

kvs.0.6.w:
  %kvs0.t6 = add i32 %kv.tok0, %kvs0.r6
  %kvs0.g6.r64 = sext i32 %kvs0.t6 to i64
  %kvs0.g6.h64 = sext i32 %num_heads_kv to i64
  %kvs0.g6.hh64 = sext i32 %h to i64
  %kvs0.g6.rh = mul nsw i64 %kvs0.g6.r64, %kvs0.g6.h64
  %kvs0.g6.rhh = add nsw i64 %kvs0.g6.rh, %kvs0.g6.hh64
  %kvs0.g6.base = mul i64 %kvs0.g6.rhh, 64
  %kvs0.o6 = add i64 %kvs0.g6.base, %st.c0
  %kvs0.kp6 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs0.o6
  %kvs0.kf6 = extractelement <16 x float> %st.dk0, i32 6
  %kvs0.ks6 = fmul float %kvs0.kf6, %scale
  %kvs0.k6 = fptrunc float %kvs0.ks6 to half
  store half %kvs0.k6, ptr addrspace(1) %kvs0.kp6, align 2
  %kvs0.vp6 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs0.o6
  %kvs0.vf6 = extractelement <16 x float> %st.dv0, i32 6
  %kvs0.v6 = fptrunc float %kvs0.vf6 to half
  store half %kvs0.v6, ptr addrspace(1) %kvs0.vp6, align 2
  br label %kvs.0.7

kvs.0.7:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs0.r7 = add i32 %n0, %kb.row0.7
  %kvs0.ok7 = icmp slt i32 %kvs0.r7, %seqlen_k
  br i1 %kvs0.ok7, label %kvs.0.7.w, label %kvs.0.8

kvs.0.7.w:
  %kvs0.t7 = add i32 %kv.tok0, %kvs0.r7
  %kvs0.g7.r64 = sext i32 %kvs0.t7 to i64
  %kvs0.g7.h64 = sext i32 %num_heads_kv to i64
  %kvs0.g7.hh64 = sext i32 %h to i64
  %kvs0.g7.rh = mul nsw i64 %kvs0.g7.r64, %kvs0.g7.h64
  %kvs0.g7.rhh = add nsw i64 %kvs0.g7.rh, %kvs0.g7.hh64
  %kvs0.g7.base = mul i64 %kvs0.g7.rhh, 64
  %kvs0.o7 = add i64 %kvs0.g7.base, %st.c0
  %kvs0.kp7 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs0.o7
  %kvs0.kf7 = extractelement <16 x float> %st.dk0, i32 7
  %kvs0.ks7 = fmul float %kvs0.kf7, %scale
  %kvs0.k7 = fptrunc float %kvs0.ks7 to half
  store half %kvs0.k7, ptr addrspace(1) %kvs0.kp7, align 2
  %kvs0.vp7 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs0.o7
  %kvs0.vf7 = extractelement <16 x float> %st.dv0, i32 7
  %kvs0.v7 = fptrunc float %kvs0.vf7 to half
  store half %kvs0.v7, ptr addrspace(1) %kvs0.vp7, align 2
  br label %kvs.0.8

kvs.0.8:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs0.r8 = add i32 %n0, %kb.row0.8
  %kvs0.ok8 = icmp slt i32 %kvs0.r8, %seqlen_k
  br i1 %kvs0.ok8, label %kvs.0.8.w, label %kvs.0.9

kvs.0.8.w:
  %kvs0.t8 = add i32 %kv.tok0, %kvs0.r8
  %kvs0.g8.r64 = sext i32 %kvs0.t8 to i64
  %kvs0.g8.h64 = sext i32 %num_heads_kv to i64
  %kvs0.g8.hh64 = sext i32 %h to i64
  %kvs0.g8.rh = mul nsw i64 %kvs0.g8.r64, %kvs0.g8.h64
  %kvs0.g8.rhh = add nsw i64 %kvs0.g8.rh, %kvs0.g8.hh64
  %kvs0.g8.base = mul i64 %kvs0.g8.rhh, 64
  %kvs0.o8 = add i64 %kvs0.g8.base, %st.c0
  %kvs0.kp8 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs0.o8
  %kvs0.kf8 = extractelement <16 x float> %st.dk0, i32 8
  %kvs0.ks8 = fmul float %kvs0.kf8, %scale
  %kvs0.k8 = fptrunc float %kvs0.ks8 to half
  store half %kvs0.k8, ptr addrspace(1) %kvs0.kp8, align 2
  %kvs0.vp8 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs0.o8
  %kvs0.vf8 = extractelement <16 x float> %st.dv0, i32 8
  %kvs0.v8 = fptrunc float %kvs0.vf8 to half
  store half %kvs0.v8, ptr addrspace(1) %kvs0.vp8, align 2
  br label %kvs.0.9

kvs.0.9:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs0.r9 = add i32 %n0, %kb.row0.9
  %kvs0.ok9 = icmp slt i32 %kvs0.r9, %seqlen_k
  br i1 %kvs0.ok9, label %kvs.0.9.w, label %kvs.0.10

kvs.0.9.w:
  %kvs0.t9 = add i32 %kv.tok0, %kvs0.r9
  %kvs0.g9.r64 = sext i32 %kvs0.t9 to i64
  %kvs0.g9.h64 = sext i32 %num_heads_kv to i64
  %kvs0.g9.hh64 = sext i32 %h to i64
  %kvs0.g9.rh = mul nsw i64 %kvs0.g9.r64, %kvs0.g9.h64
  %kvs0.g9.rhh = add nsw i64 %kvs0.g9.rh, %kvs0.g9.hh64
  %kvs0.g9.base = mul i64 %kvs0.g9.rhh, 64
  %kvs0.o9 = add i64 %kvs0.g9.base, %st.c0
  %kvs0.kp9 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs0.o9
  %kvs0.kf9 = extractelement <16 x float> %st.dk0, i32 9
  %kvs0.ks9 = fmul float %kvs0.kf9, %scale
  %kvs0.k9 = fptrunc float %kvs0.ks9 to half
  store half %kvs0.k9, ptr addrspace(1) %kvs0.kp9, align 2
  %kvs0.vp9 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs0.o9
  %kvs0.vf9 = extractelement <16 x float> %st.dv0, i32 9
  %kvs0.v9 = fptrunc float %kvs0.vf9 to half
  store half %kvs0.v9, ptr addrspace(1) %kvs0.vp9, align 2
  br label %kvs.0.10

kvs.0.10:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs0.r10 = add i32 %n0, %kb.row0.10
  %kvs0.ok10 = icmp slt i32 %kvs0.r10, %seqlen_k
  br i1 %kvs0.ok10, label %kvs.0.10.w, label %kvs.0.11

kvs.0.10.w:
  %kvs0.t10 = add i32 %kv.tok0, %kvs0.r10
  %kvs0.g10.r64 = sext i32 %kvs0.t10 to i64
  %kvs0.g10.h64 = sext i32 %num_heads_kv to i64
  %kvs0.g10.hh64 = sext i32 %h to i64
  %kvs0.g10.rh = mul nsw i64 %kvs0.g10.r64, %kvs0.g10.h64
  %kvs0.g10.rhh = add nsw i64 %kvs0.g10.rh, %kvs0.g10.hh64
  %kvs0.g10.base = mul i64 %kvs0.g10.rhh, 64
  %kvs0.o10 = add i64 %kvs0.g10.base, %st.c0
  %kvs0.kp10 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs0.o10
  %kvs0.kf10 = extractelement <16 x float> %st.dk0, i32 10
  %kvs0.ks10 = fmul float %kvs0.kf10, %scale
  %kvs0.k10 = fptrunc float %kvs0.ks10 to half
  store half %kvs0.k10, ptr addrspace(1) %kvs0.kp10, align 2
  %kvs0.vp10 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs0.o10
  %kvs0.vf10 = extractelement <16 x float> %st.dv0, i32 10
  %kvs0.v10 = fptrunc float %kvs0.vf10 to half
  store half %kvs0.v10, ptr addrspace(1) %kvs0.vp10, align 2
  br label %kvs.0.11

kvs.0.11:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs0.r11 = add i32 %n0, %kb.row0.11
  %kvs0.ok11 = icmp slt i32 %kvs0.r11, %seqlen_k
  br i1 %kvs0.ok11, label %kvs.0.11.w, label %kvs.0.12

kvs.0.11.w:
  %kvs0.t11 = add i32 %kv.tok0, %kvs0.r11
  %kvs0.g11.r64 = sext i32 %kvs0.t11 to i64
  %kvs0.g11.h64 = sext i32 %num_heads_kv to i64
  %kvs0.g11.hh64 = sext i32 %h to i64
  %kvs0.g11.rh = mul nsw i64 %kvs0.g11.r64, %kvs0.g11.h64
  %kvs0.g11.rhh = add nsw i64 %kvs0.g11.rh, %kvs0.g11.hh64
  %kvs0.g11.base = mul i64 %kvs0.g11.rhh, 64
  %kvs0.o11 = add i64 %kvs0.g11.base, %st.c0
  %kvs0.kp11 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs0.o11
  %kvs0.kf11 = extractelement <16 x float> %st.dk0, i32 11
  %kvs0.ks11 = fmul float %kvs0.kf11, %scale
  %kvs0.k11 = fptrunc float %kvs0.ks11 to half
  store half %kvs0.k11, ptr addrspace(1) %kvs0.kp11, align 2
  %kvs0.vp11 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs0.o11
  %kvs0.vf11 = extractelement <16 x float> %st.dv0, i32 11
  %kvs0.v11 = fptrunc float %kvs0.vf11 to half
  store half %kvs0.v11, ptr addrspace(1) %kvs0.vp11, align 2
  br label %kvs.0.12

kvs.0.12:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs0.r12 = add i32 %n0, %kb.row0.12
  %kvs0.ok12 = icmp slt i32 %kvs0.r12, %seqlen_k
  br i1 %kvs0.ok12, label %kvs.0.12.w, label %kvs.0.13

kvs.0.12.w:
  %kvs0.t12 = add i32 %kv.tok0, %kvs0.r12
  %kvs0.g12.r64 = sext i32 %kvs0.t12 to i64
  %kvs0.g12.h64 = sext i32 %num_heads_kv to i64
  %kvs0.g12.hh64 = sext i32 %h to i64
  %kvs0.g12.rh = mul nsw i64 %kvs0.g12.r64, %kvs0.g12.h64
  %kvs0.g12.rhh = add nsw i64 %kvs0.g12.rh, %kvs0.g12.hh64
  %kvs0.g12.base = mul i64 %kvs0.g12.rhh, 64
  %kvs0.o12 = add i64 %kvs0.g12.base, %st.c0
  %kvs0.kp12 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs0.o12
  %kvs0.kf12 = extractelement <16 x float> %st.dk0, i32 12
  %kvs0.ks12 = fmul float %kvs0.kf12, %scale
  %kvs0.k12 = fptrunc float %kvs0.ks12 to half
  store half %kvs0.k12, ptr addrspace(1) %kvs0.kp12, align 2
  %kvs0.vp12 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs0.o12
  %kvs0.vf12 = extractelement <16 x float> %st.dv0, i32 12
  %kvs0.v12 = fptrunc float %kvs0.vf12 to half
  store half %kvs0.v12, ptr addrspace(1) %kvs0.vp12, align 2
  br label %kvs.0.13

kvs.0.13:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs0.r13 = add i32 %n0, %kb.row0.13
  %kvs0.ok13 = icmp slt i32 %kvs0.r13, %seqlen_k
  br i1 %kvs0.ok13, label %kvs.0.13.w, label %kvs.0.14

kvs.0.13.w:
  %kvs0.t13 = add i32 %kv.tok0, %kvs0.r13
  %kvs0.g13.r64 = sext i32 %kvs0.t13 to i64
  %kvs0.g13.h64 = sext i32 %num_heads_kv to i64
  %kvs0.g13.hh64 = sext i32 %h to i64
  %kvs0.g13.rh = mul nsw i64 %kvs0.g13.r64, %kvs0.g13.h64
  %kvs0.g13.rhh = add nsw i64 %kvs0.g13.rh, %kvs0.g13.hh64
  %kvs0.g13.base = mul i64 %kvs0.g13.rhh, 64
  %kvs0.o13 = add i64 %kvs0.g13.base, %st.c0
  %kvs0.kp13 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs0.o13
  %kvs0.kf13 = extractelement <16 x float> %st.dk0, i32 13
  %kvs0.ks13 = fmul float %kvs0.kf13, %scale
  %kvs0.k13 = fptrunc float %kvs0.ks13 to half
  store half %kvs0.k13, ptr addrspace(1) %kvs0.kp13, align 2
  %kvs0.vp13 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs0.o13
  %kvs0.vf13 = extractelement <16 x float> %st.dv0, i32 13
  %kvs0.v13 = fptrunc float %kvs0.vf13 to half
  store half %kvs0.v13, ptr addrspace(1) %kvs0.vp13, align 2
  br label %kvs.0.14

kvs.0.14:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs0.r14 = add i32 %n0, %kb.row0.14
  %kvs0.ok14 = icmp slt i32 %kvs0.r14, %seqlen_k
  br i1 %kvs0.ok14, label %kvs.0.14.w, label %kvs.0.15

kvs.0.14.w:
  %kvs0.t14 = add i32 %kv.tok0, %kvs0.r14
  %kvs0.g14.r64 = sext i32 %kvs0.t14 to i64
  %kvs0.g14.h64 = sext i32 %num_heads_kv to i64
  %kvs0.g14.hh64 = sext i32 %h to i64
  %kvs0.g14.rh = mul nsw i64 %kvs0.g14.r64, %kvs0.g14.h64
  %kvs0.g14.rhh = add nsw i64 %kvs0.g14.rh, %kvs0.g14.hh64
  %kvs0.g14.base = mul i64 %kvs0.g14.rhh, 64
  %kvs0.o14 = add i64 %kvs0.g14.base, %st.c0
  %kvs0.kp14 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs0.o14
  %kvs0.kf14 = extractelement <16 x float> %st.dk0, i32 14
  %kvs0.ks14 = fmul float %kvs0.kf14, %scale
  %kvs0.k14 = fptrunc float %kvs0.ks14 to half
  store half %kvs0.k14, ptr addrspace(1) %kvs0.kp14, align 2
  %kvs0.vp14 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs0.o14
  %kvs0.vf14 = extractelement <16 x float> %st.dv0, i32 14
  %kvs0.v14 = fptrunc float %kvs0.vf14 to half
  store half %kvs0.v14, ptr addrspace(1) %kvs0.vp14, align 2
  br label %kvs.0.15

kvs.0.15:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs0.r15 = add i32 %n0, %kb.row0.15
  %kvs0.ok15 = icmp slt i32 %kvs0.r15, %seqlen_k
  br i1 %kvs0.ok15, label %kvs.0.15.w, label %kvs.1.0

kvs.0.15.w:
  %kvs0.t15 = add i32 %kv.tok0, %kvs0.r15
  %kvs0.g15.r64 = sext i32 %kvs0.t15 to i64
  %kvs0.g15.h64 = sext i32 %num_heads_kv to i64
  %kvs0.g15.hh64 = sext i32 %h to i64
  %kvs0.g15.rh = mul nsw i64 %kvs0.g15.r64, %kvs0.g15.h64
  %kvs0.g15.rhh = add nsw i64 %kvs0.g15.rh, %kvs0.g15.hh64
  %kvs0.g15.base = mul i64 %kvs0.g15.rhh, 64
  %kvs0.o15 = add i64 %kvs0.g15.base, %st.c0
  %kvs0.kp15 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs0.o15
  %kvs0.kf15 = extractelement <16 x float> %st.dk0, i32 15
  %kvs0.ks15 = fmul float %kvs0.kf15, %scale
  %kvs0.k15 = fptrunc float %kvs0.ks15 to half
  store half %kvs0.k15, ptr addrspace(1) %kvs0.kp15, align 2
  %kvs0.vp15 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs0.o15
  %kvs0.vf15 = extractelement <16 x float> %st.dv0, i32 15
  %kvs0.v15 = fptrunc float %kvs0.vf15 to half
  store half %kvs0.v15, ptr addrspace(1) %kvs0.vp15, align 2
  br label %kvs.1.0

kvs.1.0:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs1.r0 = add i32 %n0, %kb.row1.0
  %kvs1.ok0 = icmp slt i32 %kvs1.r0, %seqlen_k
  br i1 %kvs1.ok0, label %kvs.1.0.w, label %kvs.1.1

kvs.1.0.w:
  %kvs1.t0 = add i32 %kv.tok0, %kvs1.r0
  %kvs1.g0.r64 = sext i32 %kvs1.t0 to i64
  %kvs1.g0.h64 = sext i32 %num_heads_kv to i64
  %kvs1.g0.hh64 = sext i32 %h to i64
  %kvs1.g0.rh = mul nsw i64 %kvs1.g0.r64, %kvs1.g0.h64
  %kvs1.g0.rhh = add nsw i64 %kvs1.g0.rh, %kvs1.g0.hh64
  %kvs1.g0.base = mul i64 %kvs1.g0.rhh, 64
  %kvs1.o0 = add i64 %kvs1.g0.base, %st.c1
  %kvs1.kp0 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs1.o0
  %kvs1.kf0 = extractelement <16 x float> %st.dk1, i32 0
  %kvs1.ks0 = fmul float %kvs1.kf0, %scale
  %kvs1.k0 = fptrunc float %kvs1.ks0 to half
  store half %kvs1.k0, ptr addrspace(1) %kvs1.kp0, align 2
  %kvs1.vp0 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs1.o0
  %kvs1.vf0 = extractelement <16 x float> %st.dv1, i32 0
  %kvs1.v0 = fptrunc float %kvs1.vf0 to half
  store half %kvs1.v0, ptr addrspace(1) %kvs1.vp0, align 2
  br label %kvs.1.1

kvs.1.1:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs1.r1 = add i32 %n0, %kb.row1.1
  %kvs1.ok1 = icmp slt i32 %kvs1.r1, %seqlen_k
  br i1 %kvs1.ok1, label %kvs.1.1.w, label %kvs.1.2

kvs.1.1.w:
  %kvs1.t1 = add i32 %kv.tok0, %kvs1.r1
  %kvs1.g1.r64 = sext i32 %kvs1.t1 to i64
  %kvs1.g1.h64 = sext i32 %num_heads_kv to i64
  %kvs1.g1.hh64 = sext i32 %h to i64
  %kvs1.g1.rh = mul nsw i64 %kvs1.g1.r64, %kvs1.g1.h64
  %kvs1.g1.rhh = add nsw i64 %kvs1.g1.rh, %kvs1.g1.hh64
  %kvs1.g1.base = mul i64 %kvs1.g1.rhh, 64
  %kvs1.o1 = add i64 %kvs1.g1.base, %st.c1
  %kvs1.kp1 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs1.o1
  %kvs1.kf1 = extractelement <16 x float> %st.dk1, i32 1
  %kvs1.ks1 = fmul float %kvs1.kf1, %scale
  %kvs1.k1 = fptrunc float %kvs1.ks1 to half
  store half %kvs1.k1, ptr addrspace(1) %kvs1.kp1, align 2
  %kvs1.vp1 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs1.o1
  %kvs1.vf1 = extractelement <16 x float> %st.dv1, i32 1
  %kvs1.v1 = fptrunc float %kvs1.vf1 to half
  store half %kvs1.v1, ptr addrspace(1) %kvs1.vp1, align 2
  br label %kvs.1.2

kvs.1.2:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs1.r2 = add i32 %n0, %kb.row1.2
  %kvs1.ok2 = icmp slt i32 %kvs1.r2, %seqlen_k
  br i1 %kvs1.ok2, label %kvs.1.2.w, label %kvs.1.3

kvs.1.2.w:
  %kvs1.t2 = add i32 %kv.tok0, %kvs1.r2
  %kvs1.g2.r64 = sext i32 %kvs1.t2 to i64
  %kvs1.g2.h64 = sext i32 %num_heads_kv to i64
  %kvs1.g2.hh64 = sext i32 %h to i64
  %kvs1.g2.rh = mul nsw i64 %kvs1.g2.r64, %kvs1.g2.h64
  %kvs1.g2.rhh = add nsw i64 %kvs1.g2.rh, %kvs1.g2.hh64
  %kvs1.g2.base = mul i64 %kvs1.g2.rhh, 64
  %kvs1.o2 = add i64 %kvs1.g2.base, %st.c1
  %kvs1.kp2 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs1.o2
  %kvs1.kf2 = extractelement <16 x float> %st.dk1, i32 2
  %kvs1.ks2 = fmul float %kvs1.kf2, %scale
  %kvs1.k2 = fptrunc float %kvs1.ks2 to half
  store half %kvs1.k2, ptr addrspace(1) %kvs1.kp2, align 2
  %kvs1.vp2 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs1.o2
  %kvs1.vf2 = extractelement <16 x float> %st.dv1, i32 2
  %kvs1.v2 = fptrunc float %kvs1.vf2 to half
  store half %kvs1.v2, ptr addrspace(1) %kvs1.vp2, align 2
  br label %kvs.1.3

kvs.1.3:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs1.r3 = add i32 %n0, %kb.row1.3
  %kvs1.ok3 = icmp slt i32 %kvs1.r3, %seqlen_k
  br i1 %kvs1.ok3, label %kvs.1.3.w, label %kvs.1.4

kvs.1.3.w:
  %kvs1.t3 = add i32 %kv.tok0, %kvs1.r3
  %kvs1.g3.r64 = sext i32 %kvs1.t3 to i64
  %kvs1.g3.h64 = sext i32 %num_heads_kv to i64
  %kvs1.g3.hh64 = sext i32 %h to i64
  %kvs1.g3.rh = mul nsw i64 %kvs1.g3.r64, %kvs1.g3.h64
  %kvs1.g3.rhh = add nsw i64 %kvs1.g3.rh, %kvs1.g3.hh64
  %kvs1.g3.base = mul i64 %kvs1.g3.rhh, 64
  %kvs1.o3 = add i64 %kvs1.g3.base, %st.c1
  %kvs1.kp3 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs1.o3
  %kvs1.kf3 = extractelement <16 x float> %st.dk1, i32 3
  %kvs1.ks3 = fmul float %kvs1.kf3, %scale
  %kvs1.k3 = fptrunc float %kvs1.ks3 to half
  store half %kvs1.k3, ptr addrspace(1) %kvs1.kp3, align 2
  %kvs1.vp3 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs1.o3
  %kvs1.vf3 = extractelement <16 x float> %st.dv1, i32 3
  %kvs1.v3 = fptrunc float %kvs1.vf3 to half
  store half %kvs1.v3, ptr addrspace(1) %kvs1.vp3, align 2
  br label %kvs.1.4

kvs.1.4:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs1.r4 = add i32 %n0, %kb.row1.4
  %kvs1.ok4 = icmp slt i32 %kvs1.r4, %seqlen_k
  br i1 %kvs1.ok4, label %kvs.1.4.w, label %kvs.1.5

kvs.1.4.w:
  %kvs1.t4 = add i32 %kv.tok0, %kvs1.r4
  %kvs1.g4.r64 = sext i32 %kvs1.t4 to i64
  %kvs1.g4.h64 = sext i32 %num_heads_kv to i64
  %kvs1.g4.hh64 = sext i32 %h to i64
  %kvs1.g4.rh = mul nsw i64 %kvs1.g4.r64, %kvs1.g4.h64
  %kvs1.g4.rhh = add nsw i64 %kvs1.g4.rh, %kvs1.g4.hh64
  %kvs1.g4.base = mul i64 %kvs1.g4.rhh, 64
  %kvs1.o4 = add i64 %kvs1.g4.base, %st.c1
  %kvs1.kp4 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs1.o4
  %kvs1.kf4 = extractelement <16 x float> %st.dk1, i32 4
  %kvs1.ks4 = fmul float %kvs1.kf4, %scale
  %kvs1.k4 = fptrunc float %kvs1.ks4 to half
  store half %kvs1.k4, ptr addrspace(1) %kvs1.kp4, align 2
  %kvs1.vp4 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs1.o4
  %kvs1.vf4 = extractelement <16 x float> %st.dv1, i32 4
  %kvs1.v4 = fptrunc float %kvs1.vf4 to half
  store half %kvs1.v4, ptr addrspace(1) %kvs1.vp4, align 2
  br label %kvs.1.5

kvs.1.5:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs1.r5 = add i32 %n0, %kb.row1.5
  %kvs1.ok5 = icmp slt i32 %kvs1.r5, %seqlen_k
  br i1 %kvs1.ok5, label %kvs.1.5.w, label %kvs.1.6

kvs.1.5.w:
  %kvs1.t5 = add i32 %kv.tok0, %kvs1.r5
  %kvs1.g5.r64 = sext i32 %kvs1.t5 to i64
  %kvs1.g5.h64 = sext i32 %num_heads_kv to i64
  %kvs1.g5.hh64 = sext i32 %h to i64
  %kvs1.g5.rh = mul nsw i64 %kvs1.g5.r64, %kvs1.g5.h64
  %kvs1.g5.rhh = add nsw i64 %kvs1.g5.rh, %kvs1.g5.hh64
  %kvs1.g5.base = mul i64 %kvs1.g5.rhh, 64
  %kvs1.o5 = add i64 %kvs1.g5.base, %st.c1
  %kvs1.kp5 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs1.o5
  %kvs1.kf5 = extractelement <16 x float> %st.dk1, i32 5
  %kvs1.ks5 = fmul float %kvs1.kf5, %scale
  %kvs1.k5 = fptrunc float %kvs1.ks5 to half
  store half %kvs1.k5, ptr addrspace(1) %kvs1.kp5, align 2
  %kvs1.vp5 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs1.o5
  %kvs1.vf5 = extractelement <16 x float> %st.dv1, i32 5
  %kvs1.v5 = fptrunc float %kvs1.vf5 to half
  store half %kvs1.v5, ptr addrspace(1) %kvs1.vp5, align 2
  br label %kvs.1.6

kvs.1.6:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs1.r6 = add i32 %n0, %kb.row1.6
  %kvs1.ok6 = icmp slt i32 %kvs1.r6, %seqlen_k
  br i1 %kvs1.ok6, label %kvs.1.6.w, label %kvs.1.7

kvs.1.6.w:
  %kvs1.t6 = add i32 %kv.tok0, %kvs1.r6
  %kvs1.g6.r64 = sext i32 %kvs1.t6 to i64
  %kvs1.g6.h64 = sext i32 %num_heads_kv to i64
  %kvs1.g6.hh64 = sext i32 %h to i64
  %kvs1.g6.rh = mul nsw i64 %kvs1.g6.r64, %kvs1.g6.h64
  %kvs1.g6.rhh = add nsw i64 %kvs1.g6.rh, %kvs1.g6.hh64
  %kvs1.g6.base = mul i64 %kvs1.g6.rhh, 64
  %kvs1.o6 = add i64 %kvs1.g6.base, %st.c1
  %kvs1.kp6 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs1.o6
  %kvs1.kf6 = extractelement <16 x float> %st.dk1, i32 6
  %kvs1.ks6 = fmul float %kvs1.kf6, %scale
  %kvs1.k6 = fptrunc float %kvs1.ks6 to half
  store half %kvs1.k6, ptr addrspace(1) %kvs1.kp6, align 2
  %kvs1.vp6 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs1.o6
  %kvs1.vf6 = extractelement <16 x float> %st.dv1, i32 6
  %kvs1.v6 = fptrunc float %kvs1.vf6 to half
  store half %kvs1.v6, ptr addrspace(1) %kvs1.vp6, align 2
  br label %kvs.1.7

kvs.1.7:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs1.r7 = add i32 %n0, %kb.row1.7
  %kvs1.ok7 = icmp slt i32 %kvs1.r7, %seqlen_k
  br i1 %kvs1.ok7, label %kvs.1.7.w, label %kvs.1.8

kvs.1.7.w:
  %kvs1.t7 = add i32 %kv.tok0, %kvs1.r7
  %kvs1.g7.r64 = sext i32 %kvs1.t7 to i64
  %kvs1.g7.h64 = sext i32 %num_heads_kv to i64
  %kvs1.g7.hh64 = sext i32 %h to i64
  %kvs1.g7.rh = mul nsw i64 %kvs1.g7.r64, %kvs1.g7.h64
  %kvs1.g7.rhh = add nsw i64 %kvs1.g7.rh, %kvs1.g7.hh64
  %kvs1.g7.base = mul i64 %kvs1.g7.rhh, 64
  %kvs1.o7 = add i64 %kvs1.g7.base, %st.c1
  %kvs1.kp7 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs1.o7
  %kvs1.kf7 = extractelement <16 x float> %st.dk1, i32 7
  %kvs1.ks7 = fmul float %kvs1.kf7, %scale
  %kvs1.k7 = fptrunc float %kvs1.ks7 to half
  store half %kvs1.k7, ptr addrspace(1) %kvs1.kp7, align 2
  %kvs1.vp7 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs1.o7
  %kvs1.vf7 = extractelement <16 x float> %st.dv1, i32 7
  %kvs1.v7 = fptrunc float %kvs1.vf7 to half
  store half %kvs1.v7, ptr addrspace(1) %kvs1.vp7, align 2
  br label %kvs.1.8

kvs.1.8:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs1.r8 = add i32 %n0, %kb.row1.8
  %kvs1.ok8 = icmp slt i32 %kvs1.r8, %seqlen_k
  br i1 %kvs1.ok8, label %kvs.1.8.w, label %kvs.1.9

kvs.1.8.w:
  %kvs1.t8 = add i32 %kv.tok0, %kvs1.r8
  %kvs1.g8.r64 = sext i32 %kvs1.t8 to i64
  %kvs1.g8.h64 = sext i32 %num_heads_kv to i64
  %kvs1.g8.hh64 = sext i32 %h to i64
  %kvs1.g8.rh = mul nsw i64 %kvs1.g8.r64, %kvs1.g8.h64
  %kvs1.g8.rhh = add nsw i64 %kvs1.g8.rh, %kvs1.g8.hh64
  %kvs1.g8.base = mul i64 %kvs1.g8.rhh, 64
  %kvs1.o8 = add i64 %kvs1.g8.base, %st.c1
  %kvs1.kp8 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs1.o8
  %kvs1.kf8 = extractelement <16 x float> %st.dk1, i32 8
  %kvs1.ks8 = fmul float %kvs1.kf8, %scale
  %kvs1.k8 = fptrunc float %kvs1.ks8 to half
  store half %kvs1.k8, ptr addrspace(1) %kvs1.kp8, align 2
  %kvs1.vp8 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs1.o8
  %kvs1.vf8 = extractelement <16 x float> %st.dv1, i32 8
  %kvs1.v8 = fptrunc float %kvs1.vf8 to half
  store half %kvs1.v8, ptr addrspace(1) %kvs1.vp8, align 2
  br label %kvs.1.9

kvs.1.9:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs1.r9 = add i32 %n0, %kb.row1.9
  %kvs1.ok9 = icmp slt i32 %kvs1.r9, %seqlen_k
  br i1 %kvs1.ok9, label %kvs.1.9.w, label %kvs.1.10

kvs.1.9.w:
  %kvs1.t9 = add i32 %kv.tok0, %kvs1.r9
  %kvs1.g9.r64 = sext i32 %kvs1.t9 to i64
  %kvs1.g9.h64 = sext i32 %num_heads_kv to i64
  %kvs1.g9.hh64 = sext i32 %h to i64
  %kvs1.g9.rh = mul nsw i64 %kvs1.g9.r64, %kvs1.g9.h64
  %kvs1.g9.rhh = add nsw i64 %kvs1.g9.rh, %kvs1.g9.hh64
  %kvs1.g9.base = mul i64 %kvs1.g9.rhh, 64
  %kvs1.o9 = add i64 %kvs1.g9.base, %st.c1
  %kvs1.kp9 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs1.o9
  %kvs1.kf9 = extractelement <16 x float> %st.dk1, i32 9
  %kvs1.ks9 = fmul float %kvs1.kf9, %scale
  %kvs1.k9 = fptrunc float %kvs1.ks9 to half
  store half %kvs1.k9, ptr addrspace(1) %kvs1.kp9, align 2
  %kvs1.vp9 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs1.o9
  %kvs1.vf9 = extractelement <16 x float> %st.dv1, i32 9
  %kvs1.v9 = fptrunc float %kvs1.vf9 to half
  store half %kvs1.v9, ptr addrspace(1) %kvs1.vp9, align 2
  br label %kvs.1.10

kvs.1.10:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs1.r10 = add i32 %n0, %kb.row1.10
  %kvs1.ok10 = icmp slt i32 %kvs1.r10, %seqlen_k
  br i1 %kvs1.ok10, label %kvs.1.10.w, label %kvs.1.11

kvs.1.10.w:
  %kvs1.t10 = add i32 %kv.tok0, %kvs1.r10
  %kvs1.g10.r64 = sext i32 %kvs1.t10 to i64
  %kvs1.g10.h64 = sext i32 %num_heads_kv to i64
  %kvs1.g10.hh64 = sext i32 %h to i64
  %kvs1.g10.rh = mul nsw i64 %kvs1.g10.r64, %kvs1.g10.h64
  %kvs1.g10.rhh = add nsw i64 %kvs1.g10.rh, %kvs1.g10.hh64
  %kvs1.g10.base = mul i64 %kvs1.g10.rhh, 64
  %kvs1.o10 = add i64 %kvs1.g10.base, %st.c1
  %kvs1.kp10 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs1.o10
  %kvs1.kf10 = extractelement <16 x float> %st.dk1, i32 10
  %kvs1.ks10 = fmul float %kvs1.kf10, %scale
  %kvs1.k10 = fptrunc float %kvs1.ks10 to half
  store half %kvs1.k10, ptr addrspace(1) %kvs1.kp10, align 2
  %kvs1.vp10 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs1.o10
  %kvs1.vf10 = extractelement <16 x float> %st.dv1, i32 10
  %kvs1.v10 = fptrunc float %kvs1.vf10 to half
  store half %kvs1.v10, ptr addrspace(1) %kvs1.vp10, align 2
  br label %kvs.1.11

kvs.1.11:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs1.r11 = add i32 %n0, %kb.row1.11
  %kvs1.ok11 = icmp slt i32 %kvs1.r11, %seqlen_k
  br i1 %kvs1.ok11, label %kvs.1.11.w, label %kvs.1.12

kvs.1.11.w:
  %kvs1.t11 = add i32 %kv.tok0, %kvs1.r11
  %kvs1.g11.r64 = sext i32 %kvs1.t11 to i64
  %kvs1.g11.h64 = sext i32 %num_heads_kv to i64
  %kvs1.g11.hh64 = sext i32 %h to i64
  %kvs1.g11.rh = mul nsw i64 %kvs1.g11.r64, %kvs1.g11.h64
  %kvs1.g11.rhh = add nsw i64 %kvs1.g11.rh, %kvs1.g11.hh64
  %kvs1.g11.base = mul i64 %kvs1.g11.rhh, 64
  %kvs1.o11 = add i64 %kvs1.g11.base, %st.c1
  %kvs1.kp11 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs1.o11
  %kvs1.kf11 = extractelement <16 x float> %st.dk1, i32 11
  %kvs1.ks11 = fmul float %kvs1.kf11, %scale
  %kvs1.k11 = fptrunc float %kvs1.ks11 to half
  store half %kvs1.k11, ptr addrspace(1) %kvs1.kp11, align 2
  %kvs1.vp11 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs1.o11
  %kvs1.vf11 = extractelement <16 x float> %st.dv1, i32 11
  %kvs1.v11 = fptrunc float %kvs1.vf11 to half
  store half %kvs1.v11, ptr addrspace(1) %kvs1.vp11, align 2
  br label %kvs.1.12

kvs.1.12:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs1.r12 = add i32 %n0, %kb.row1.12
  %kvs1.ok12 = icmp slt i32 %kvs1.r12, %seqlen_k
  br i1 %kvs1.ok12, label %kvs.1.12.w, label %kvs.1.13

kvs.1.12.w:
  %kvs1.t12 = add i32 %kv.tok0, %kvs1.r12
  %kvs1.g12.r64 = sext i32 %kvs1.t12 to i64
  %kvs1.g12.h64 = sext i32 %num_heads_kv to i64
  %kvs1.g12.hh64 = sext i32 %h to i64
  %kvs1.g12.rh = mul nsw i64 %kvs1.g12.r64, %kvs1.g12.h64
  %kvs1.g12.rhh = add nsw i64 %kvs1.g12.rh, %kvs1.g12.hh64
  %kvs1.g12.base = mul i64 %kvs1.g12.rhh, 64
  %kvs1.o12 = add i64 %kvs1.g12.base, %st.c1
  %kvs1.kp12 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs1.o12
  %kvs1.kf12 = extractelement <16 x float> %st.dk1, i32 12
  %kvs1.ks12 = fmul float %kvs1.kf12, %scale
  %kvs1.k12 = fptrunc float %kvs1.ks12 to half
  store half %kvs1.k12, ptr addrspace(1) %kvs1.kp12, align 2
  %kvs1.vp12 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs1.o12
  %kvs1.vf12 = extractelement <16 x float> %st.dv1, i32 12
  %kvs1.v12 = fptrunc float %kvs1.vf12 to half
  store half %kvs1.v12, ptr addrspace(1) %kvs1.vp12, align 2
  br label %kvs.1.13

kvs.1.13:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs1.r13 = add i32 %n0, %kb.row1.13
  %kvs1.ok13 = icmp slt i32 %kvs1.r13, %seqlen_k
  br i1 %kvs1.ok13, label %kvs.1.13.w, label %kvs.1.14

kvs.1.13.w:
  %kvs1.t13 = add i32 %kv.tok0, %kvs1.r13
  %kvs1.g13.r64 = sext i32 %kvs1.t13 to i64
  %kvs1.g13.h64 = sext i32 %num_heads_kv to i64
  %kvs1.g13.hh64 = sext i32 %h to i64
  %kvs1.g13.rh = mul nsw i64 %kvs1.g13.r64, %kvs1.g13.h64
  %kvs1.g13.rhh = add nsw i64 %kvs1.g13.rh, %kvs1.g13.hh64
  %kvs1.g13.base = mul i64 %kvs1.g13.rhh, 64
  %kvs1.o13 = add i64 %kvs1.g13.base, %st.c1
  %kvs1.kp13 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs1.o13
  %kvs1.kf13 = extractelement <16 x float> %st.dk1, i32 13
  %kvs1.ks13 = fmul float %kvs1.kf13, %scale
  %kvs1.k13 = fptrunc float %kvs1.ks13 to half
  store half %kvs1.k13, ptr addrspace(1) %kvs1.kp13, align 2
  %kvs1.vp13 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs1.o13
  %kvs1.vf13 = extractelement <16 x float> %st.dv1, i32 13
  %kvs1.v13 = fptrunc float %kvs1.vf13 to half
  store half %kvs1.v13, ptr addrspace(1) %kvs1.vp13, align 2
  br label %kvs.1.14

kvs.1.14:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs1.r14 = add i32 %n0, %kb.row1.14
  %kvs1.ok14 = icmp slt i32 %kvs1.r14, %seqlen_k
  br i1 %kvs1.ok14, label %kvs.1.14.w, label %kvs.1.15

kvs.1.14.w:
  %kvs1.t14 = add i32 %kv.tok0, %kvs1.r14
  %kvs1.g14.r64 = sext i32 %kvs1.t14 to i64
  %kvs1.g14.h64 = sext i32 %num_heads_kv to i64
  %kvs1.g14.hh64 = sext i32 %h to i64
  %kvs1.g14.rh = mul nsw i64 %kvs1.g14.r64, %kvs1.g14.h64
  %kvs1.g14.rhh = add nsw i64 %kvs1.g14.rh, %kvs1.g14.hh64
  %kvs1.g14.base = mul i64 %kvs1.g14.rhh, 64
  %kvs1.o14 = add i64 %kvs1.g14.base, %st.c1
  %kvs1.kp14 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs1.o14
  %kvs1.kf14 = extractelement <16 x float> %st.dk1, i32 14
  %kvs1.ks14 = fmul float %kvs1.kf14, %scale
  %kvs1.k14 = fptrunc float %kvs1.ks14 to half
  store half %kvs1.k14, ptr addrspace(1) %kvs1.kp14, align 2
  %kvs1.vp14 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs1.o14
  %kvs1.vf14 = extractelement <16 x float> %st.dv1, i32 14
  %kvs1.v14 = fptrunc float %kvs1.vf14 to half
  store half %kvs1.v14, ptr addrspace(1) %kvs1.vp14, align 2
  br label %kvs.1.15

kvs.1.15:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs1.r15 = add i32 %n0, %kb.row1.15
  %kvs1.ok15 = icmp slt i32 %kvs1.r15, %seqlen_k
  br i1 %kvs1.ok15, label %kvs.1.15.w, label %exit

kvs.1.15.w:
  %kvs1.t15 = add i32 %kv.tok0, %kvs1.r15
  %kvs1.g15.r64 = sext i32 %kvs1.t15 to i64
  %kvs1.g15.h64 = sext i32 %num_heads_kv to i64
  %kvs1.g15.hh64 = sext i32 %h to i64
  %kvs1.g15.rh = mul nsw i64 %kvs1.g15.r64, %kvs1.g15.h64
  %kvs1.g15.rhh = add nsw i64 %kvs1.g15.rh, %kvs1.g15.hh64
  %kvs1.g15.base = mul i64 %kvs1.g15.rhh, 64
  %kvs1.o15 = add i64 %kvs1.g15.base, %st.c1
  %kvs1.kp15 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs1.o15
  %kvs1.kf15 = extractelement <16 x float> %st.dk1, i32 15
  %kvs1.ks15 = fmul float %kvs1.kf15, %scale
  %kvs1.k15 = fptrunc float %kvs1.ks15 to half
  store half %kvs1.k15, ptr addrspace(1) %kvs1.kp15, align 2
  %kvs1.vp15 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs1.o15
  %kvs1.vf15 = extractelement <16 x float> %st.dv1, i32 15
  %kvs1.v15 = fptrunc float %kvs1.vf15 to half
  store half %kvs1.v15, ptr addrspace(1) %kvs1.vp15, align 2
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
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half>, <4 x half>, <16 x float>, i32 immarg, i32 immarg, i32 immarg)
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half>, <4 x half>, <4 x float>, i32 immarg, i32 immarg, i32 immarg)


attributes #0 = { nounwind "amdgpu-flat-work-group-size"="256,256" "uniform-work-group-size"="true" "denormal-fp-math-f32"="preserve-sign,preserve-sign" "amdgpu-no-implicitarg-ptr" "amdgpu-no-dispatch-ptr" "amdgpu-no-queue-ptr" "amdgpu-no-dispatch-id" "amdgpu-no-hostcall-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-lds-kernel-id" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-agpr-alloc"="0" "rocke-loop-schedule" "target-cpu"="gfx942" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{}
!2 = !{!"amdgpu-as", !"local"}
