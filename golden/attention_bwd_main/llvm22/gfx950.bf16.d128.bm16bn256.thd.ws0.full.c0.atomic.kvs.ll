; rocke attention_bwd_main gfx950.bf16.d128.bm16bn256.thd.ws0.full.c0.atomic.kvs llvm22
; generated from templates/attention_bwd_main.ll.j2; do not edit
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@q.lds = internal addrspace(3) global [4352 x bfloat] poison, align 32
@do.lds = internal addrspace(3) global [4352 x bfloat] poison, align 32
@ds.lds = internal addrspace(3) global [4224 x bfloat] poison, align 32
@kt.lds = internal addrspace(3) global [33792 x bfloat] poison, align 16
@lse.lds = internal addrspace(3) global [512 x float] poison, align 32
@dl.lds = internal addrspace(3) global [512 x float] poison, align 32

define amdgpu_kernel void @rocke_bwd_main_gfx950_bf16_d128_bm16bn256_thd_ws0_full_c0_atomic_kvs(ptr addrspace(1) noalias readonly %q, ptr addrspace(1) noalias readonly %k, ptr addrspace(1) noalias readonly %v, ptr addrspace(1) noalias readonly %dout, ptr addrspace(1) noalias readonly %lse, ptr addrspace(1) noalias readonly %delta, ptr addrspace(1) noalias writeonly %dk, ptr addrspace(1) noalias writeonly %dv, ptr addrspace(1) noalias %dq_ws, ptr addrspace(1) noalias readonly %cu_seqlens_q, i32 %total_q, ptr addrspace(1) noalias readonly %cu_seqlens_k, i32 %total_k, i32 %max_seqlen_q, i32 %max_seqlen_k, i32 %num_heads_q, i32 %num_heads_kv, float %scale) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %tile = call i32 @llvm.amdgcn.workgroup.id.x()
  %h = call i32 @llvm.amdgcn.workgroup.id.y()
  %b = call i32 @llvm.amdgcn.workgroup.id.z()
  %q.b1 = add i32 %b, 1
  %q.off0.ptr = getelementptr inbounds i32, ptr addrspace(1) %cu_seqlens_q, i32 %b
  %q.off1.ptr = getelementptr inbounds i32, ptr addrspace(1) %cu_seqlens_q, i32 %q.b1
  %q.tok0.raw = load i32, ptr addrspace(1) %q.off0.ptr, align 4, !invariant.load !1
  %q.tok1.raw = load i32, ptr addrspace(1) %q.off1.ptr, align 4, !invariant.load !1
  %q.len.raw = sub i32 %q.tok1.raw, %q.tok0.raw
  %q.bad.neg = icmp slt i32 %q.tok0.raw, 0
  %q.bad.dec = icmp slt i32 %q.tok1.raw, %q.tok0.raw
  %q.bad.past = icmp sgt i32 %q.tok1.raw, %total_q
  %q.bad.0 = or i1 %q.bad.neg, %q.bad.dec
  %q.bad.long = icmp sgt i32 %q.len.raw, %max_seqlen_q
  %q.bad.1 = or i1 %q.bad.0, %q.bad.long
  %q.bad = or i1 %q.bad.1, %q.bad.past
  %q.tok0 = select i1 %q.bad, i32 0, i32 %q.tok0.raw
  %q.len = select i1 %q.bad, i32 0, i32 %q.len.raw

  ; group = Hq / Hkv, 0 when Hkv <= 0 (no division by zero)
  %hkv.ok = icmp sgt i32 %num_heads_kv, 0
  %hkv.d = select i1 %hkv.ok, i32 %num_heads_kv, i32 1
  %group.q = sdiv i32 %num_heads_q, %hkv.d
  %group = select i1 %hkv.ok, i32 %group.q, i32 0
  ; group < 1 has no valid mapping: the kernel returns at once
  %gqa.ok = icmp sgt i32 %group, 0
  %kv.b1 = add i32 %b, 1
  %kv.off0.ptr = getelementptr inbounds i32, ptr addrspace(1) %cu_seqlens_k, i32 %b
  %kv.off1.ptr = getelementptr inbounds i32, ptr addrspace(1) %cu_seqlens_k, i32 %kv.b1
  %kv.tok0.raw = load i32, ptr addrspace(1) %kv.off0.ptr, align 4, !invariant.load !1
  %kv.tok1.raw = load i32, ptr addrspace(1) %kv.off1.ptr, align 4, !invariant.load !1
  %kv.len.raw = sub i32 %kv.tok1.raw, %kv.tok0.raw
  %kv.bad.neg = icmp slt i32 %kv.tok0.raw, 0
  %kv.bad.dec = icmp slt i32 %kv.tok1.raw, %kv.tok0.raw
  %kv.bad.past = icmp sgt i32 %kv.tok1.raw, %total_k
  %kv.bad.0 = or i1 %kv.bad.neg, %kv.bad.dec
  %kv.bad.long = icmp sgt i32 %kv.len.raw, %max_seqlen_k
  %kv.bad.1 = or i1 %kv.bad.0, %kv.bad.long
  %kv.bad = or i1 %kv.bad.1, %kv.bad.past
  %kv.tok0 = select i1 %kv.bad, i32 0, i32 %kv.tok0.raw
  %kv.len = select i1 %kv.bad, i32 0, i32 %kv.len.raw

  %n0 = mul i32 %tile, 256
  %kv.in = icmp slt i32 %n0, %kv.len
  %kv.live = and i1 %kv.in, %gqa.ok
  %dlk = sub i32 %kv.len, %q.len
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
  ; S, dP: [16 x 256] over head_dim, 4 16x16 block(s) a wave
  %sa.lr = and i32 %lane, 15
  %sa.lg = lshr i32 %lane, 4
  %sa.lk = shl i32 %sa.lg, 2
  %sa.w0 = mul i32 %wave, 64
  %sa.r0 = add i32 0, 0
  %sa.c0 = add i32 %sa.w0, 0
  %sa.r1 = add i32 0, 0
  %sa.c1 = add i32 %sa.w0, 16
  %sa.r2 = add i32 0, 0
  %sa.c2 = add i32 %sa.w0, 32
  %sa.r3 = add i32 0, 0
  %sa.c3 = add i32 %sa.w0, 48

  %sa.lkw = shl i32 %sa.lg, 3
  %sa.qr0 = add i32 %sa.r0, %sa.lr
  %sa.qm0 = mul i32 %sa.qr0, 136
  %sa.qa0 = add i32 %sa.qm0, %sa.lkw
  %sa.kr0 = add i32 %sa.c0, %sa.lr
  ; this lane's column of the block: P^T / dS^T row, and the key it scores
  %sa.pt0 = mul i32 %sa.kr0, 20
  %sa.kg0 = add i32 %n0, %sa.kr0
  ; all ones when the key is past len_k (its P is 0), else 0: a mask as bits, not as a lane mask
  %sa.kl0 = sub i32 %sa.kg0, %kv.len
  %sa.kx0 = xor i32 %sa.kl0, -1
  %sa.kbad0 = ashr i32 %sa.kx0, 31
  ; (t.s_bias) -inf for a key past len_k, 0 else, added to its exponents: its P is
  ; exp2(-inf) = 0, with no mask an entry (fixed for the loop, one register)
  %sa.kn0 = and i32 %sa.kbad0, -8388608
  %sa.kf0 = bitcast i32 %sa.kn0 to float
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
  %sa.kl1 = sub i32 %sa.kg1, %kv.len
  %sa.kx1 = xor i32 %sa.kl1, -1
  %sa.kbad1 = ashr i32 %sa.kx1, 31
  ; (t.s_bias) -inf for a key past len_k, 0 else, added to its exponents: its P is
  ; exp2(-inf) = 0, with no mask an entry (fixed for the loop, one register)
  %sa.kn1 = and i32 %sa.kbad1, -8388608
  %sa.kf1 = bitcast i32 %sa.kn1 to float
  %sa.rl1 = add i32 %sa.r1, %sa.lk
  %sa.row1.0 = add i32 %sa.rl1, 0
  %sa.row1.1 = add i32 %sa.rl1, 1
  %sa.row1.2 = add i32 %sa.rl1, 2
  %sa.row1.3 = add i32 %sa.rl1, 3

  %sa.qr2 = add i32 %sa.r2, %sa.lr
  %sa.qm2 = mul i32 %sa.qr2, 136
  %sa.qa2 = add i32 %sa.qm2, %sa.lkw
  %sa.kr2 = add i32 %sa.c2, %sa.lr
  ; this lane's column of the block: P^T / dS^T row, and the key it scores
  %sa.pt2 = mul i32 %sa.kr2, 20
  %sa.kg2 = add i32 %n0, %sa.kr2
  ; all ones when the key is past len_k (its P is 0), else 0: a mask as bits, not as a lane mask
  %sa.kl2 = sub i32 %sa.kg2, %kv.len
  %sa.kx2 = xor i32 %sa.kl2, -1
  %sa.kbad2 = ashr i32 %sa.kx2, 31
  ; (t.s_bias) -inf for a key past len_k, 0 else, added to its exponents: its P is
  ; exp2(-inf) = 0, with no mask an entry (fixed for the loop, one register)
  %sa.kn2 = and i32 %sa.kbad2, -8388608
  %sa.kf2 = bitcast i32 %sa.kn2 to float
  %sa.rl2 = add i32 %sa.r2, %sa.lk
  %sa.row2.0 = add i32 %sa.rl2, 0
  %sa.row2.1 = add i32 %sa.rl2, 1
  %sa.row2.2 = add i32 %sa.rl2, 2
  %sa.row2.3 = add i32 %sa.rl2, 3

  %sa.qr3 = add i32 %sa.r3, %sa.lr
  %sa.qm3 = mul i32 %sa.qr3, 136
  %sa.qa3 = add i32 %sa.qm3, %sa.lkw
  %sa.kr3 = add i32 %sa.c3, %sa.lr
  ; this lane's column of the block: P^T / dS^T row, and the key it scores
  %sa.pt3 = mul i32 %sa.kr3, 20
  %sa.kg3 = add i32 %n0, %sa.kr3
  ; all ones when the key is past len_k (its P is 0), else 0: a mask as bits, not as a lane mask
  %sa.kl3 = sub i32 %sa.kg3, %kv.len
  %sa.kx3 = xor i32 %sa.kl3, -1
  %sa.kbad3 = ashr i32 %sa.kx3, 31
  ; (t.s_bias) -inf for a key past len_k, 0 else, added to its exponents: its P is
  ; exp2(-inf) = 0, with no mask an entry (fixed for the loop, one register)
  %sa.kn3 = and i32 %sa.kbad3, -8388608
  %sa.kf3 = bitcast i32 %sa.kn3 to float
  %sa.rl3 = add i32 %sa.r3, %sa.lk
  %sa.row3.0 = add i32 %sa.rl3, 0
  %sa.row3.1 = add i32 %sa.rl3, 1
  %sa.row3.2 = add i32 %sa.rl3, 2
  %sa.row3.3 = add i32 %sa.rl3, 3

  ; dV, dK: [256 x 128] over the Q tile, 8 32x32 block(s) a wave
  %kb.lr = and i32 %lane, 31
  %kb.lg = lshr i32 %lane, 5
  %kb.lk = shl i32 %kb.lg, 2
  %kb.wr = mul i32 %wave, 2
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
  %kb.br4 = add i32 %kb.wr, 1
  %kb.bc4 = add i32 0, 0
  %kb.r4 = mul i32 %kb.br4, 32
  %kb.c4 = add i32 0, 0
  %kb.br5 = add i32 %kb.wr, 1
  %kb.bc5 = add i32 0, 1
  %kb.r5 = mul i32 %kb.br5, 32
  %kb.c5 = add i32 0, 32
  %kb.br6 = add i32 %kb.wr, 1
  %kb.bc6 = add i32 0, 2
  %kb.r6 = mul i32 %kb.br6, 32
  %kb.c6 = add i32 0, 64
  %kb.br7 = add i32 %kb.wr, 1
  %kb.bc7 = add i32 0, 3
  %kb.r7 = mul i32 %kb.br7, 32
  %kb.c7 = add i32 0, 96

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

  %kb.ar4 = add i32 %kb.r4, %kb.lr
  %kb.am4 = mul i32 %kb.ar4, 20
  %kb.pa4 = add i32 %kb.am4, %kb.lkw
  %kb.bc4.l = add i32 %kb.c4, %kb.lr
  %kb.ob4 = add i32 %kb.lkd, %kb.bc4.l
  %kb.rl4 = add i32 %kb.r4, %kb.lk
  %kb.row4.0 = add i32 %kb.rl4, 0
  %kb.row4.1 = add i32 %kb.rl4, 1
  %kb.row4.2 = add i32 %kb.rl4, 2
  %kb.row4.3 = add i32 %kb.rl4, 3
  %kb.row4.4 = add i32 %kb.rl4, 8
  %kb.row4.5 = add i32 %kb.rl4, 9
  %kb.row4.6 = add i32 %kb.rl4, 10
  %kb.row4.7 = add i32 %kb.rl4, 11
  %kb.row4.8 = add i32 %kb.rl4, 16
  %kb.row4.9 = add i32 %kb.rl4, 17
  %kb.row4.10 = add i32 %kb.rl4, 18
  %kb.row4.11 = add i32 %kb.rl4, 19
  %kb.row4.12 = add i32 %kb.rl4, 24
  %kb.row4.13 = add i32 %kb.rl4, 25
  %kb.row4.14 = add i32 %kb.rl4, 26
  %kb.row4.15 = add i32 %kb.rl4, 27

  %kb.ar5 = add i32 %kb.r5, %kb.lr
  %kb.am5 = mul i32 %kb.ar5, 20
  %kb.pa5 = add i32 %kb.am5, %kb.lkw
  %kb.bc5.l = add i32 %kb.c5, %kb.lr
  %kb.ob5 = add i32 %kb.lkd, %kb.bc5.l
  %kb.rl5 = add i32 %kb.r5, %kb.lk
  %kb.row5.0 = add i32 %kb.rl5, 0
  %kb.row5.1 = add i32 %kb.rl5, 1
  %kb.row5.2 = add i32 %kb.rl5, 2
  %kb.row5.3 = add i32 %kb.rl5, 3
  %kb.row5.4 = add i32 %kb.rl5, 8
  %kb.row5.5 = add i32 %kb.rl5, 9
  %kb.row5.6 = add i32 %kb.rl5, 10
  %kb.row5.7 = add i32 %kb.rl5, 11
  %kb.row5.8 = add i32 %kb.rl5, 16
  %kb.row5.9 = add i32 %kb.rl5, 17
  %kb.row5.10 = add i32 %kb.rl5, 18
  %kb.row5.11 = add i32 %kb.rl5, 19
  %kb.row5.12 = add i32 %kb.rl5, 24
  %kb.row5.13 = add i32 %kb.rl5, 25
  %kb.row5.14 = add i32 %kb.rl5, 26
  %kb.row5.15 = add i32 %kb.rl5, 27

  %kb.ar6 = add i32 %kb.r6, %kb.lr
  %kb.am6 = mul i32 %kb.ar6, 20
  %kb.pa6 = add i32 %kb.am6, %kb.lkw
  %kb.bc6.l = add i32 %kb.c6, %kb.lr
  %kb.ob6 = add i32 %kb.lkd, %kb.bc6.l
  %kb.rl6 = add i32 %kb.r6, %kb.lk
  %kb.row6.0 = add i32 %kb.rl6, 0
  %kb.row6.1 = add i32 %kb.rl6, 1
  %kb.row6.2 = add i32 %kb.rl6, 2
  %kb.row6.3 = add i32 %kb.rl6, 3
  %kb.row6.4 = add i32 %kb.rl6, 8
  %kb.row6.5 = add i32 %kb.rl6, 9
  %kb.row6.6 = add i32 %kb.rl6, 10
  %kb.row6.7 = add i32 %kb.rl6, 11
  %kb.row6.8 = add i32 %kb.rl6, 16
  %kb.row6.9 = add i32 %kb.rl6, 17
  %kb.row6.10 = add i32 %kb.rl6, 18
  %kb.row6.11 = add i32 %kb.rl6, 19
  %kb.row6.12 = add i32 %kb.rl6, 24
  %kb.row6.13 = add i32 %kb.rl6, 25
  %kb.row6.14 = add i32 %kb.rl6, 26
  %kb.row6.15 = add i32 %kb.rl6, 27

  %kb.ar7 = add i32 %kb.r7, %kb.lr
  %kb.am7 = mul i32 %kb.ar7, 20
  %kb.pa7 = add i32 %kb.am7, %kb.lkw
  %kb.bc7.l = add i32 %kb.c7, %kb.lr
  %kb.ob7 = add i32 %kb.lkd, %kb.bc7.l
  %kb.rl7 = add i32 %kb.r7, %kb.lk
  %kb.row7.0 = add i32 %kb.rl7, 0
  %kb.row7.1 = add i32 %kb.rl7, 1
  %kb.row7.2 = add i32 %kb.rl7, 2
  %kb.row7.3 = add i32 %kb.rl7, 3
  %kb.row7.4 = add i32 %kb.rl7, 8
  %kb.row7.5 = add i32 %kb.rl7, 9
  %kb.row7.6 = add i32 %kb.rl7, 10
  %kb.row7.7 = add i32 %kb.rl7, 11
  %kb.row7.8 = add i32 %kb.rl7, 16
  %kb.row7.9 = add i32 %kb.rl7, 17
  %kb.row7.10 = add i32 %kb.rl7, 18
  %kb.row7.11 = add i32 %kb.rl7, 19
  %kb.row7.12 = add i32 %kb.rl7, 24
  %kb.row7.13 = add i32 %kb.rl7, 25
  %kb.row7.14 = add i32 %kb.rl7, 26
  %kb.row7.15 = add i32 %kb.rl7, 27

  ; dQ: [16 x 128] over the KV tile, 2 16x16 block(s) a wave
  %qc.lr = and i32 %lane, 15
  %qc.lg = lshr i32 %lane, 4
  %qc.lk = shl i32 %qc.lg, 2
  %qc.w0 = mul i32 %wave, 2
  %qc.b0 = add i32 %qc.w0, 0
  %qc.br0 = udiv i32 %qc.b0, 8
  %qc.bc0 = urem i32 %qc.b0, 8
  %qc.r0 = mul i32 %qc.br0, 16
  %qc.c0 = mul i32 %qc.bc0, 16
  %qc.b1 = add i32 %qc.w0, 1
  %qc.br1 = udiv i32 %qc.b1, 8
  %qc.bc1 = urem i32 %qc.b1, 8
  %qc.r1 = mul i32 %qc.br1, 16
  %qc.c1 = mul i32 %qc.bc1, 16

  %qc.lkw = shl i32 %qc.lg, 3
  %qc.lkp = mul i32 %qc.lkw, 20
  %qc.ar0 = add i32 %qc.r0, %qc.lr
  %qc.da0 = add i32 %qc.lkp, %qc.ar0
  ; (the tall tile: dS row-major, its A fragment 8 consecutive keys of row ar, one 16-byte read)
  %qc.dm0 = mul i32 %qc.ar0, 264
  %qc.dr0 = add i32 %qc.dm0, %qc.lkw
  %qc.bc0.l = add i32 %qc.c0, %qc.lr
  %qc.bc64.0 = zext i32 %qc.bc0.l to i64
  ; its B fragments: 8 consecutive keys of K^T row (head_dim column) bc, one 16-byte read
  %qc.km0 = mul i32 %qc.bc0.l, 264
  %qc.kt0 = add i32 %qc.km0, %qc.lkw
  %qc.rl0 = add i32 %qc.r0, %qc.lk
  %qc.row0.0 = add i32 %qc.rl0, 0
  %qc.row0.1 = add i32 %qc.rl0, 1
  %qc.row0.2 = add i32 %qc.rl0, 2
  %qc.row0.3 = add i32 %qc.rl0, 3

  %qc.ar1 = add i32 %qc.r1, %qc.lr
  %qc.da1 = add i32 %qc.lkp, %qc.ar1
  ; (the tall tile: dS row-major, its A fragment 8 consecutive keys of row ar, one 16-byte read)
  %qc.dm1 = mul i32 %qc.ar1, 264
  %qc.dr1 = add i32 %qc.dm1, %qc.lkw
  %qc.bc1.l = add i32 %qc.c1, %qc.lr
  %qc.bc64.1 = zext i32 %qc.bc1.l to i64
  ; its B fragments: 8 consecutive keys of K^T row (head_dim column) bc, one 16-byte read
  %qc.km1 = mul i32 %qc.bc1.l, 264
  %qc.kt1 = add i32 %qc.km1, %qc.lkw
  %qc.rl1 = add i32 %qc.r1, %qc.lk
  %qc.row1.0 = add i32 %qc.rl1, 0
  %qc.row1.1 = add i32 %qc.rl1, 1
  %qc.row1.2 = add i32 %qc.rl1, 2
  %qc.row1.3 = add i32 %qc.rl1, 3

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
  ; (t.pf_saddr) a row's bytes (Hq x D elements), for the loads' offsets
  %pf.rse = mul i32 %num_heads_q, 128
  %pf.rsb = shl i32 %pf.rse, 1
  %pf.r0 = add i32 %ld.r, 0
  ; (vector k's column's bytes, for its loads' offsets)
  %pf.cb0 = shl i32 %ld.col, 1
  %pf.li0 = mul i32 %pf.r0, 136
  %pf.lo0 = add i32 %pf.li0, %ld.col
  %kf.last = sub i32 %kv.len, 1
  br i1 %kv.live, label %kvload, label %exit

kvload:
  ; the stationary KV tile into registers, once (rows past len_k read at row len_k - 1: their
  ; scores are masked, their dS is 0). S, dP: B fragment kk of block j is 8 consecutive
  ; head_dim elements of this lane's key row, one 16-byte load
  %kf0.s = call i32 @llvm.smin.i32(i32 %sa.kg0, i32 %kf.last)
  %kf0.t = add i32 %kv.tok0, %kf0.s
  %kf0.g.r64 = sext i32 %kf0.t to i64
  %kf0.g.h64 = sext i32 %num_heads_kv to i64
  %kf0.g.hh64 = sext i32 %h to i64
  %kf0.g.rh = mul nsw i64 %kf0.g.r64, %kf0.g.h64
  %kf0.g.rhh = add nsw i64 %kf0.g.rh, %kf0.g.hh64
  %kf0.g.base = mul i64 %kf0.g.rhh, 128
  %kf0.lk = zext i32 %sa.lkw to i64
  %kf0.o = add i64 %kf0.g.base, %kf0.lk
  %kf0.p0 = getelementptr inbounds bfloat, ptr addrspace(1) %k, i64 %kf0.o
  %kf0.q0 = getelementptr inbounds bfloat, ptr addrspace(1) %kf0.p0, i64 0
  %kf0.0.hu = load <8 x bfloat>, ptr addrspace(1) %kf0.q0, align 16
  %kf0.0.h = call <8 x bfloat> asm sideeffect "", "=a,0"(<8 x bfloat> %kf0.0.hu)
  %vf0.p0 = getelementptr inbounds bfloat, ptr addrspace(1) %v, i64 %kf0.o
  %vf0.q0 = getelementptr inbounds bfloat, ptr addrspace(1) %vf0.p0, i64 0
  %vf0.0.hu = load <8 x bfloat>, ptr addrspace(1) %vf0.q0, align 16
  %vf0.0.h = call <8 x bfloat> asm sideeffect "", "=a,0"(<8 x bfloat> %vf0.0.hu)
  %kf0.p1 = getelementptr inbounds bfloat, ptr addrspace(1) %k, i64 %kf0.o
  %kf0.q1 = getelementptr inbounds bfloat, ptr addrspace(1) %kf0.p1, i64 32
  %kf0.1.hu = load <8 x bfloat>, ptr addrspace(1) %kf0.q1, align 16
  %kf0.1.h = call <8 x bfloat> asm sideeffect "", "=a,0"(<8 x bfloat> %kf0.1.hu)
  %vf0.p1 = getelementptr inbounds bfloat, ptr addrspace(1) %v, i64 %kf0.o
  %vf0.q1 = getelementptr inbounds bfloat, ptr addrspace(1) %vf0.p1, i64 32
  %vf0.1.hu = load <8 x bfloat>, ptr addrspace(1) %vf0.q1, align 16
  %vf0.1.h = call <8 x bfloat> asm sideeffect "", "=a,0"(<8 x bfloat> %vf0.1.hu)
  %kf0.p2 = getelementptr inbounds bfloat, ptr addrspace(1) %k, i64 %kf0.o
  %kf0.q2 = getelementptr inbounds bfloat, ptr addrspace(1) %kf0.p2, i64 64
  %kf0.2.hu = load <8 x bfloat>, ptr addrspace(1) %kf0.q2, align 16
  %kf0.2.h = call <8 x bfloat> asm sideeffect "", "=a,0"(<8 x bfloat> %kf0.2.hu)
  %vf0.p2 = getelementptr inbounds bfloat, ptr addrspace(1) %v, i64 %kf0.o
  %vf0.q2 = getelementptr inbounds bfloat, ptr addrspace(1) %vf0.p2, i64 64
  %vf0.2.hu = load <8 x bfloat>, ptr addrspace(1) %vf0.q2, align 16
  %vf0.2.h = call <8 x bfloat> asm sideeffect "", "=a,0"(<8 x bfloat> %vf0.2.hu)
  %kf0.p3 = getelementptr inbounds bfloat, ptr addrspace(1) %k, i64 %kf0.o
  %kf0.q3 = getelementptr inbounds bfloat, ptr addrspace(1) %kf0.p3, i64 96
  %kf0.3.hu = load <8 x bfloat>, ptr addrspace(1) %kf0.q3, align 16
  %kf0.3.h = call <8 x bfloat> asm sideeffect "", "=a,0"(<8 x bfloat> %kf0.3.hu)
  %vf0.p3 = getelementptr inbounds bfloat, ptr addrspace(1) %v, i64 %kf0.o
  %vf0.q3 = getelementptr inbounds bfloat, ptr addrspace(1) %vf0.p3, i64 96
  %vf0.3.hu = load <8 x bfloat>, ptr addrspace(1) %vf0.q3, align 16
  %vf0.3.h = call <8 x bfloat> asm sideeffect "", "=a,0"(<8 x bfloat> %vf0.3.hu)
  %kf1.s = call i32 @llvm.smin.i32(i32 %sa.kg1, i32 %kf.last)
  %kf1.t = add i32 %kv.tok0, %kf1.s
  %kf1.g.r64 = sext i32 %kf1.t to i64
  %kf1.g.h64 = sext i32 %num_heads_kv to i64
  %kf1.g.hh64 = sext i32 %h to i64
  %kf1.g.rh = mul nsw i64 %kf1.g.r64, %kf1.g.h64
  %kf1.g.rhh = add nsw i64 %kf1.g.rh, %kf1.g.hh64
  %kf1.g.base = mul i64 %kf1.g.rhh, 128
  %kf1.lk = zext i32 %sa.lkw to i64
  %kf1.o = add i64 %kf1.g.base, %kf1.lk
  %kf1.p0 = getelementptr inbounds bfloat, ptr addrspace(1) %k, i64 %kf1.o
  %kf1.q0 = getelementptr inbounds bfloat, ptr addrspace(1) %kf1.p0, i64 0
  %kf1.0.hu = load <8 x bfloat>, ptr addrspace(1) %kf1.q0, align 16
  %kf1.0.h = call <8 x bfloat> asm sideeffect "", "=a,0"(<8 x bfloat> %kf1.0.hu)
  %vf1.p0 = getelementptr inbounds bfloat, ptr addrspace(1) %v, i64 %kf1.o
  %vf1.q0 = getelementptr inbounds bfloat, ptr addrspace(1) %vf1.p0, i64 0
  %vf1.0.hu = load <8 x bfloat>, ptr addrspace(1) %vf1.q0, align 16
  %vf1.0.h = call <8 x bfloat> asm sideeffect "", "=a,0"(<8 x bfloat> %vf1.0.hu)
  %kf1.p1 = getelementptr inbounds bfloat, ptr addrspace(1) %k, i64 %kf1.o
  %kf1.q1 = getelementptr inbounds bfloat, ptr addrspace(1) %kf1.p1, i64 32
  %kf1.1.hu = load <8 x bfloat>, ptr addrspace(1) %kf1.q1, align 16
  %kf1.1.h = call <8 x bfloat> asm sideeffect "", "=a,0"(<8 x bfloat> %kf1.1.hu)
  %vf1.p1 = getelementptr inbounds bfloat, ptr addrspace(1) %v, i64 %kf1.o
  %vf1.q1 = getelementptr inbounds bfloat, ptr addrspace(1) %vf1.p1, i64 32
  %vf1.1.hu = load <8 x bfloat>, ptr addrspace(1) %vf1.q1, align 16
  %vf1.1.h = call <8 x bfloat> asm sideeffect "", "=a,0"(<8 x bfloat> %vf1.1.hu)
  %kf1.p2 = getelementptr inbounds bfloat, ptr addrspace(1) %k, i64 %kf1.o
  %kf1.q2 = getelementptr inbounds bfloat, ptr addrspace(1) %kf1.p2, i64 64
  %kf1.2.hu = load <8 x bfloat>, ptr addrspace(1) %kf1.q2, align 16
  %kf1.2.h = call <8 x bfloat> asm sideeffect "", "=a,0"(<8 x bfloat> %kf1.2.hu)
  %vf1.p2 = getelementptr inbounds bfloat, ptr addrspace(1) %v, i64 %kf1.o
  %vf1.q2 = getelementptr inbounds bfloat, ptr addrspace(1) %vf1.p2, i64 64
  %vf1.2.hu = load <8 x bfloat>, ptr addrspace(1) %vf1.q2, align 16
  %vf1.2.h = call <8 x bfloat> asm sideeffect "", "=a,0"(<8 x bfloat> %vf1.2.hu)
  %kf1.p3 = getelementptr inbounds bfloat, ptr addrspace(1) %k, i64 %kf1.o
  %kf1.q3 = getelementptr inbounds bfloat, ptr addrspace(1) %kf1.p3, i64 96
  %kf1.3.hu = load <8 x bfloat>, ptr addrspace(1) %kf1.q3, align 16
  %kf1.3.h = call <8 x bfloat> asm sideeffect "", "=a,0"(<8 x bfloat> %kf1.3.hu)
  %vf1.p3 = getelementptr inbounds bfloat, ptr addrspace(1) %v, i64 %kf1.o
  %vf1.q3 = getelementptr inbounds bfloat, ptr addrspace(1) %vf1.p3, i64 96
  %vf1.3.hu = load <8 x bfloat>, ptr addrspace(1) %vf1.q3, align 16
  %vf1.3.h = call <8 x bfloat> asm sideeffect "", "=a,0"(<8 x bfloat> %vf1.3.hu)
  %kf2.s = call i32 @llvm.smin.i32(i32 %sa.kg2, i32 %kf.last)
  %kf2.t = add i32 %kv.tok0, %kf2.s
  %kf2.g.r64 = sext i32 %kf2.t to i64
  %kf2.g.h64 = sext i32 %num_heads_kv to i64
  %kf2.g.hh64 = sext i32 %h to i64
  %kf2.g.rh = mul nsw i64 %kf2.g.r64, %kf2.g.h64
  %kf2.g.rhh = add nsw i64 %kf2.g.rh, %kf2.g.hh64
  %kf2.g.base = mul i64 %kf2.g.rhh, 128
  %kf2.lk = zext i32 %sa.lkw to i64
  %kf2.o = add i64 %kf2.g.base, %kf2.lk
  %kf2.p0 = getelementptr inbounds bfloat, ptr addrspace(1) %k, i64 %kf2.o
  %kf2.q0 = getelementptr inbounds bfloat, ptr addrspace(1) %kf2.p0, i64 0
  %kf2.0.hu = load <8 x bfloat>, ptr addrspace(1) %kf2.q0, align 16
  %kf2.0.h = call <8 x bfloat> asm sideeffect "", "=a,0"(<8 x bfloat> %kf2.0.hu)
  %vf2.p0 = getelementptr inbounds bfloat, ptr addrspace(1) %v, i64 %kf2.o
  %vf2.q0 = getelementptr inbounds bfloat, ptr addrspace(1) %vf2.p0, i64 0
  %vf2.0.hu = load <8 x bfloat>, ptr addrspace(1) %vf2.q0, align 16
  %vf2.0.h = call <8 x bfloat> asm sideeffect "", "=a,0"(<8 x bfloat> %vf2.0.hu)
  %kf2.p1 = getelementptr inbounds bfloat, ptr addrspace(1) %k, i64 %kf2.o
  %kf2.q1 = getelementptr inbounds bfloat, ptr addrspace(1) %kf2.p1, i64 32
  %kf2.1.hu = load <8 x bfloat>, ptr addrspace(1) %kf2.q1, align 16
  %kf2.1.h = call <8 x bfloat> asm sideeffect "", "=a,0"(<8 x bfloat> %kf2.1.hu)
  %vf2.p1 = getelementptr inbounds bfloat, ptr addrspace(1) %v, i64 %kf2.o
  %vf2.q1 = getelementptr inbounds bfloat, ptr addrspace(1) %vf2.p1, i64 32
  %vf2.1.hu = load <8 x bfloat>, ptr addrspace(1) %vf2.q1, align 16
  %vf2.1.h = call <8 x bfloat> asm sideeffect "", "=a,0"(<8 x bfloat> %vf2.1.hu)
  %kf2.p2 = getelementptr inbounds bfloat, ptr addrspace(1) %k, i64 %kf2.o
  %kf2.q2 = getelementptr inbounds bfloat, ptr addrspace(1) %kf2.p2, i64 64
  %kf2.2.hu = load <8 x bfloat>, ptr addrspace(1) %kf2.q2, align 16
  %kf2.2.h = call <8 x bfloat> asm sideeffect "", "=a,0"(<8 x bfloat> %kf2.2.hu)
  %vf2.p2 = getelementptr inbounds bfloat, ptr addrspace(1) %v, i64 %kf2.o
  %vf2.q2 = getelementptr inbounds bfloat, ptr addrspace(1) %vf2.p2, i64 64
  %vf2.2.hu = load <8 x bfloat>, ptr addrspace(1) %vf2.q2, align 16
  %vf2.2.h = call <8 x bfloat> asm sideeffect "", "=a,0"(<8 x bfloat> %vf2.2.hu)
  %kf2.p3 = getelementptr inbounds bfloat, ptr addrspace(1) %k, i64 %kf2.o
  %kf2.q3 = getelementptr inbounds bfloat, ptr addrspace(1) %kf2.p3, i64 96
  %kf2.3.hu = load <8 x bfloat>, ptr addrspace(1) %kf2.q3, align 16
  %kf2.3.h = call <8 x bfloat> asm sideeffect "", "=a,0"(<8 x bfloat> %kf2.3.hu)
  %vf2.p3 = getelementptr inbounds bfloat, ptr addrspace(1) %v, i64 %kf2.o
  %vf2.q3 = getelementptr inbounds bfloat, ptr addrspace(1) %vf2.p3, i64 96
  %vf2.3.hu = load <8 x bfloat>, ptr addrspace(1) %vf2.q3, align 16
  %vf2.3.h = call <8 x bfloat> asm sideeffect "", "=a,0"(<8 x bfloat> %vf2.3.hu)
  %kf3.s = call i32 @llvm.smin.i32(i32 %sa.kg3, i32 %kf.last)
  %kf3.t = add i32 %kv.tok0, %kf3.s
  %kf3.g.r64 = sext i32 %kf3.t to i64
  %kf3.g.h64 = sext i32 %num_heads_kv to i64
  %kf3.g.hh64 = sext i32 %h to i64
  %kf3.g.rh = mul nsw i64 %kf3.g.r64, %kf3.g.h64
  %kf3.g.rhh = add nsw i64 %kf3.g.rh, %kf3.g.hh64
  %kf3.g.base = mul i64 %kf3.g.rhh, 128
  %kf3.lk = zext i32 %sa.lkw to i64
  %kf3.o = add i64 %kf3.g.base, %kf3.lk
  %kf3.p0 = getelementptr inbounds bfloat, ptr addrspace(1) %k, i64 %kf3.o
  %kf3.q0 = getelementptr inbounds bfloat, ptr addrspace(1) %kf3.p0, i64 0
  %kf3.0.hu = load <8 x bfloat>, ptr addrspace(1) %kf3.q0, align 16
  %kf3.0.h = call <8 x bfloat> asm sideeffect "", "=a,0"(<8 x bfloat> %kf3.0.hu)
  %vf3.p0 = getelementptr inbounds bfloat, ptr addrspace(1) %v, i64 %kf3.o
  %vf3.q0 = getelementptr inbounds bfloat, ptr addrspace(1) %vf3.p0, i64 0
  %vf3.0.hu = load <8 x bfloat>, ptr addrspace(1) %vf3.q0, align 16
  %vf3.0.h = call <8 x bfloat> asm sideeffect "", "=a,0"(<8 x bfloat> %vf3.0.hu)
  %kf3.p1 = getelementptr inbounds bfloat, ptr addrspace(1) %k, i64 %kf3.o
  %kf3.q1 = getelementptr inbounds bfloat, ptr addrspace(1) %kf3.p1, i64 32
  %kf3.1.hu = load <8 x bfloat>, ptr addrspace(1) %kf3.q1, align 16
  %kf3.1.h = call <8 x bfloat> asm sideeffect "", "=a,0"(<8 x bfloat> %kf3.1.hu)
  %vf3.p1 = getelementptr inbounds bfloat, ptr addrspace(1) %v, i64 %kf3.o
  %vf3.q1 = getelementptr inbounds bfloat, ptr addrspace(1) %vf3.p1, i64 32
  %vf3.1.hu = load <8 x bfloat>, ptr addrspace(1) %vf3.q1, align 16
  %vf3.1.h = call <8 x bfloat> asm sideeffect "", "=a,0"(<8 x bfloat> %vf3.1.hu)
  %kf3.p2 = getelementptr inbounds bfloat, ptr addrspace(1) %k, i64 %kf3.o
  %kf3.q2 = getelementptr inbounds bfloat, ptr addrspace(1) %kf3.p2, i64 64
  %kf3.2.hu = load <8 x bfloat>, ptr addrspace(1) %kf3.q2, align 16
  %kf3.2.h = call <8 x bfloat> asm sideeffect "", "=a,0"(<8 x bfloat> %kf3.2.hu)
  %vf3.p2 = getelementptr inbounds bfloat, ptr addrspace(1) %v, i64 %kf3.o
  %vf3.q2 = getelementptr inbounds bfloat, ptr addrspace(1) %vf3.p2, i64 64
  %vf3.2.hu = load <8 x bfloat>, ptr addrspace(1) %vf3.q2, align 16
  %vf3.2.h = call <8 x bfloat> asm sideeffect "", "=a,0"(<8 x bfloat> %vf3.2.hu)
  %kf3.p3 = getelementptr inbounds bfloat, ptr addrspace(1) %k, i64 %kf3.o
  %kf3.q3 = getelementptr inbounds bfloat, ptr addrspace(1) %kf3.p3, i64 96
  %kf3.3.hu = load <8 x bfloat>, ptr addrspace(1) %kf3.q3, align 16
  %kf3.3.h = call <8 x bfloat> asm sideeffect "", "=a,0"(<8 x bfloat> %kf3.3.hu)
  %vf3.p3 = getelementptr inbounds bfloat, ptr addrspace(1) %v, i64 %kf3.o
  %vf3.q3 = getelementptr inbounds bfloat, ptr addrspace(1) %vf3.p3, i64 96
  %vf3.3.hu = load <8 x bfloat>, ptr addrspace(1) %vf3.q3, align 16
  %vf3.3.h = call <8 x bfloat> asm sideeffect "", "=a,0"(<8 x bfloat> %vf3.3.hu)
  ; dQ's B operand: K^T [head_dim][264] in LDS, written once (the loop's first barrier
  ; publishes it): each work-item's 16-byte K row vectors, element by element
  %kt.r0 = add i32 %ld.r, 0
  %kt.n0 = add i32 %n0, %kt.r0
  %kt.s0 = call i32 @llvm.smin.i32(i32 %kt.n0, i32 %kf.last)
  %kt.t0 = add i32 %kv.tok0, %kt.s0
  %kt.g0.r64 = sext i32 %kt.t0 to i64
  %kt.g0.h64 = sext i32 %num_heads_kv to i64
  %kt.g0.hh64 = sext i32 %h to i64
  %kt.g0.rh = mul nsw i64 %kt.g0.r64, %kt.g0.h64
  %kt.g0.rhh = add nsw i64 %kt.g0.rh, %kt.g0.hh64
  %kt.g0.base = mul i64 %kt.g0.rhh, 128
  %kt.o0 = add i64 %kt.g0.base, %ld.col64
  %kt.p0 = getelementptr inbounds bfloat, ptr addrspace(1) %k, i64 %kt.o0
  %kt.v0 = load <8 x bfloat>, ptr addrspace(1) %kt.p0, align 16
  %kt.e0.0 = extractelement <8 x bfloat> %kt.v0, i32 0
  %kt.c0.0 = add i32 %ld.col, 0
  %kt.m0.0 = mul i32 %kt.c0.0, 264
  %kt.a0.0 = add i32 %kt.m0.0, %kt.r0
  %kt.q0.0 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a0.0
  store bfloat %kt.e0.0, ptr addrspace(3) %kt.q0.0, align 2
  %kt.e0.1 = extractelement <8 x bfloat> %kt.v0, i32 1
  %kt.c0.1 = add i32 %ld.col, 1
  %kt.m0.1 = mul i32 %kt.c0.1, 264
  %kt.a0.1 = add i32 %kt.m0.1, %kt.r0
  %kt.q0.1 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a0.1
  store bfloat %kt.e0.1, ptr addrspace(3) %kt.q0.1, align 2
  %kt.e0.2 = extractelement <8 x bfloat> %kt.v0, i32 2
  %kt.c0.2 = add i32 %ld.col, 2
  %kt.m0.2 = mul i32 %kt.c0.2, 264
  %kt.a0.2 = add i32 %kt.m0.2, %kt.r0
  %kt.q0.2 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a0.2
  store bfloat %kt.e0.2, ptr addrspace(3) %kt.q0.2, align 2
  %kt.e0.3 = extractelement <8 x bfloat> %kt.v0, i32 3
  %kt.c0.3 = add i32 %ld.col, 3
  %kt.m0.3 = mul i32 %kt.c0.3, 264
  %kt.a0.3 = add i32 %kt.m0.3, %kt.r0
  %kt.q0.3 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a0.3
  store bfloat %kt.e0.3, ptr addrspace(3) %kt.q0.3, align 2
  %kt.e0.4 = extractelement <8 x bfloat> %kt.v0, i32 4
  %kt.c0.4 = add i32 %ld.col, 4
  %kt.m0.4 = mul i32 %kt.c0.4, 264
  %kt.a0.4 = add i32 %kt.m0.4, %kt.r0
  %kt.q0.4 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a0.4
  store bfloat %kt.e0.4, ptr addrspace(3) %kt.q0.4, align 2
  %kt.e0.5 = extractelement <8 x bfloat> %kt.v0, i32 5
  %kt.c0.5 = add i32 %ld.col, 5
  %kt.m0.5 = mul i32 %kt.c0.5, 264
  %kt.a0.5 = add i32 %kt.m0.5, %kt.r0
  %kt.q0.5 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a0.5
  store bfloat %kt.e0.5, ptr addrspace(3) %kt.q0.5, align 2
  %kt.e0.6 = extractelement <8 x bfloat> %kt.v0, i32 6
  %kt.c0.6 = add i32 %ld.col, 6
  %kt.m0.6 = mul i32 %kt.c0.6, 264
  %kt.a0.6 = add i32 %kt.m0.6, %kt.r0
  %kt.q0.6 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a0.6
  store bfloat %kt.e0.6, ptr addrspace(3) %kt.q0.6, align 2
  %kt.e0.7 = extractelement <8 x bfloat> %kt.v0, i32 7
  %kt.c0.7 = add i32 %ld.col, 7
  %kt.m0.7 = mul i32 %kt.c0.7, 264
  %kt.a0.7 = add i32 %kt.m0.7, %kt.r0
  %kt.q0.7 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a0.7
  store bfloat %kt.e0.7, ptr addrspace(3) %kt.q0.7, align 2
  %kt.r1 = add i32 %ld.r, 16
  %kt.n1 = add i32 %n0, %kt.r1
  %kt.s1 = call i32 @llvm.smin.i32(i32 %kt.n1, i32 %kf.last)
  %kt.t1 = add i32 %kv.tok0, %kt.s1
  %kt.g1.r64 = sext i32 %kt.t1 to i64
  %kt.g1.h64 = sext i32 %num_heads_kv to i64
  %kt.g1.hh64 = sext i32 %h to i64
  %kt.g1.rh = mul nsw i64 %kt.g1.r64, %kt.g1.h64
  %kt.g1.rhh = add nsw i64 %kt.g1.rh, %kt.g1.hh64
  %kt.g1.base = mul i64 %kt.g1.rhh, 128
  %kt.o1 = add i64 %kt.g1.base, %ld.col64
  %kt.p1 = getelementptr inbounds bfloat, ptr addrspace(1) %k, i64 %kt.o1
  %kt.v1 = load <8 x bfloat>, ptr addrspace(1) %kt.p1, align 16
  %kt.e1.0 = extractelement <8 x bfloat> %kt.v1, i32 0
  %kt.c1.0 = add i32 %ld.col, 0
  %kt.m1.0 = mul i32 %kt.c1.0, 264
  %kt.a1.0 = add i32 %kt.m1.0, %kt.r1
  %kt.q1.0 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a1.0
  store bfloat %kt.e1.0, ptr addrspace(3) %kt.q1.0, align 2
  %kt.e1.1 = extractelement <8 x bfloat> %kt.v1, i32 1
  %kt.c1.1 = add i32 %ld.col, 1
  %kt.m1.1 = mul i32 %kt.c1.1, 264
  %kt.a1.1 = add i32 %kt.m1.1, %kt.r1
  %kt.q1.1 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a1.1
  store bfloat %kt.e1.1, ptr addrspace(3) %kt.q1.1, align 2
  %kt.e1.2 = extractelement <8 x bfloat> %kt.v1, i32 2
  %kt.c1.2 = add i32 %ld.col, 2
  %kt.m1.2 = mul i32 %kt.c1.2, 264
  %kt.a1.2 = add i32 %kt.m1.2, %kt.r1
  %kt.q1.2 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a1.2
  store bfloat %kt.e1.2, ptr addrspace(3) %kt.q1.2, align 2
  %kt.e1.3 = extractelement <8 x bfloat> %kt.v1, i32 3
  %kt.c1.3 = add i32 %ld.col, 3
  %kt.m1.3 = mul i32 %kt.c1.3, 264
  %kt.a1.3 = add i32 %kt.m1.3, %kt.r1
  %kt.q1.3 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a1.3
  store bfloat %kt.e1.3, ptr addrspace(3) %kt.q1.3, align 2
  %kt.e1.4 = extractelement <8 x bfloat> %kt.v1, i32 4
  %kt.c1.4 = add i32 %ld.col, 4
  %kt.m1.4 = mul i32 %kt.c1.4, 264
  %kt.a1.4 = add i32 %kt.m1.4, %kt.r1
  %kt.q1.4 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a1.4
  store bfloat %kt.e1.4, ptr addrspace(3) %kt.q1.4, align 2
  %kt.e1.5 = extractelement <8 x bfloat> %kt.v1, i32 5
  %kt.c1.5 = add i32 %ld.col, 5
  %kt.m1.5 = mul i32 %kt.c1.5, 264
  %kt.a1.5 = add i32 %kt.m1.5, %kt.r1
  %kt.q1.5 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a1.5
  store bfloat %kt.e1.5, ptr addrspace(3) %kt.q1.5, align 2
  %kt.e1.6 = extractelement <8 x bfloat> %kt.v1, i32 6
  %kt.c1.6 = add i32 %ld.col, 6
  %kt.m1.6 = mul i32 %kt.c1.6, 264
  %kt.a1.6 = add i32 %kt.m1.6, %kt.r1
  %kt.q1.6 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a1.6
  store bfloat %kt.e1.6, ptr addrspace(3) %kt.q1.6, align 2
  %kt.e1.7 = extractelement <8 x bfloat> %kt.v1, i32 7
  %kt.c1.7 = add i32 %ld.col, 7
  %kt.m1.7 = mul i32 %kt.c1.7, 264
  %kt.a1.7 = add i32 %kt.m1.7, %kt.r1
  %kt.q1.7 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a1.7
  store bfloat %kt.e1.7, ptr addrspace(3) %kt.q1.7, align 2
  %kt.r2 = add i32 %ld.r, 32
  %kt.n2 = add i32 %n0, %kt.r2
  %kt.s2 = call i32 @llvm.smin.i32(i32 %kt.n2, i32 %kf.last)
  %kt.t2 = add i32 %kv.tok0, %kt.s2
  %kt.g2.r64 = sext i32 %kt.t2 to i64
  %kt.g2.h64 = sext i32 %num_heads_kv to i64
  %kt.g2.hh64 = sext i32 %h to i64
  %kt.g2.rh = mul nsw i64 %kt.g2.r64, %kt.g2.h64
  %kt.g2.rhh = add nsw i64 %kt.g2.rh, %kt.g2.hh64
  %kt.g2.base = mul i64 %kt.g2.rhh, 128
  %kt.o2 = add i64 %kt.g2.base, %ld.col64
  %kt.p2 = getelementptr inbounds bfloat, ptr addrspace(1) %k, i64 %kt.o2
  %kt.v2 = load <8 x bfloat>, ptr addrspace(1) %kt.p2, align 16
  %kt.e2.0 = extractelement <8 x bfloat> %kt.v2, i32 0
  %kt.c2.0 = add i32 %ld.col, 0
  %kt.m2.0 = mul i32 %kt.c2.0, 264
  %kt.a2.0 = add i32 %kt.m2.0, %kt.r2
  %kt.q2.0 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a2.0
  store bfloat %kt.e2.0, ptr addrspace(3) %kt.q2.0, align 2
  %kt.e2.1 = extractelement <8 x bfloat> %kt.v2, i32 1
  %kt.c2.1 = add i32 %ld.col, 1
  %kt.m2.1 = mul i32 %kt.c2.1, 264
  %kt.a2.1 = add i32 %kt.m2.1, %kt.r2
  %kt.q2.1 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a2.1
  store bfloat %kt.e2.1, ptr addrspace(3) %kt.q2.1, align 2
  %kt.e2.2 = extractelement <8 x bfloat> %kt.v2, i32 2
  %kt.c2.2 = add i32 %ld.col, 2
  %kt.m2.2 = mul i32 %kt.c2.2, 264
  %kt.a2.2 = add i32 %kt.m2.2, %kt.r2
  %kt.q2.2 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a2.2
  store bfloat %kt.e2.2, ptr addrspace(3) %kt.q2.2, align 2
  %kt.e2.3 = extractelement <8 x bfloat> %kt.v2, i32 3
  %kt.c2.3 = add i32 %ld.col, 3
  %kt.m2.3 = mul i32 %kt.c2.3, 264
  %kt.a2.3 = add i32 %kt.m2.3, %kt.r2
  %kt.q2.3 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a2.3
  store bfloat %kt.e2.3, ptr addrspace(3) %kt.q2.3, align 2
  %kt.e2.4 = extractelement <8 x bfloat> %kt.v2, i32 4
  %kt.c2.4 = add i32 %ld.col, 4
  %kt.m2.4 = mul i32 %kt.c2.4, 264
  %kt.a2.4 = add i32 %kt.m2.4, %kt.r2
  %kt.q2.4 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a2.4
  store bfloat %kt.e2.4, ptr addrspace(3) %kt.q2.4, align 2
  %kt.e2.5 = extractelement <8 x bfloat> %kt.v2, i32 5
  %kt.c2.5 = add i32 %ld.col, 5
  %kt.m2.5 = mul i32 %kt.c2.5, 264
  %kt.a2.5 = add i32 %kt.m2.5, %kt.r2
  %kt.q2.5 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a2.5
  store bfloat %kt.e2.5, ptr addrspace(3) %kt.q2.5, align 2
  %kt.e2.6 = extractelement <8 x bfloat> %kt.v2, i32 6
  %kt.c2.6 = add i32 %ld.col, 6
  %kt.m2.6 = mul i32 %kt.c2.6, 264
  %kt.a2.6 = add i32 %kt.m2.6, %kt.r2
  %kt.q2.6 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a2.6
  store bfloat %kt.e2.6, ptr addrspace(3) %kt.q2.6, align 2
  %kt.e2.7 = extractelement <8 x bfloat> %kt.v2, i32 7
  %kt.c2.7 = add i32 %ld.col, 7
  %kt.m2.7 = mul i32 %kt.c2.7, 264
  %kt.a2.7 = add i32 %kt.m2.7, %kt.r2
  %kt.q2.7 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a2.7
  store bfloat %kt.e2.7, ptr addrspace(3) %kt.q2.7, align 2
  %kt.r3 = add i32 %ld.r, 48
  %kt.n3 = add i32 %n0, %kt.r3
  %kt.s3 = call i32 @llvm.smin.i32(i32 %kt.n3, i32 %kf.last)
  %kt.t3 = add i32 %kv.tok0, %kt.s3
  %kt.g3.r64 = sext i32 %kt.t3 to i64
  %kt.g3.h64 = sext i32 %num_heads_kv to i64
  %kt.g3.hh64 = sext i32 %h to i64
  %kt.g3.rh = mul nsw i64 %kt.g3.r64, %kt.g3.h64
  %kt.g3.rhh = add nsw i64 %kt.g3.rh, %kt.g3.hh64
  %kt.g3.base = mul i64 %kt.g3.rhh, 128
  %kt.o3 = add i64 %kt.g3.base, %ld.col64
  %kt.p3 = getelementptr inbounds bfloat, ptr addrspace(1) %k, i64 %kt.o3
  %kt.v3 = load <8 x bfloat>, ptr addrspace(1) %kt.p3, align 16
  %kt.e3.0 = extractelement <8 x bfloat> %kt.v3, i32 0
  %kt.c3.0 = add i32 %ld.col, 0
  %kt.m3.0 = mul i32 %kt.c3.0, 264
  %kt.a3.0 = add i32 %kt.m3.0, %kt.r3
  %kt.q3.0 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a3.0
  store bfloat %kt.e3.0, ptr addrspace(3) %kt.q3.0, align 2
  %kt.e3.1 = extractelement <8 x bfloat> %kt.v3, i32 1
  %kt.c3.1 = add i32 %ld.col, 1
  %kt.m3.1 = mul i32 %kt.c3.1, 264
  %kt.a3.1 = add i32 %kt.m3.1, %kt.r3
  %kt.q3.1 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a3.1
  store bfloat %kt.e3.1, ptr addrspace(3) %kt.q3.1, align 2
  %kt.e3.2 = extractelement <8 x bfloat> %kt.v3, i32 2
  %kt.c3.2 = add i32 %ld.col, 2
  %kt.m3.2 = mul i32 %kt.c3.2, 264
  %kt.a3.2 = add i32 %kt.m3.2, %kt.r3
  %kt.q3.2 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a3.2
  store bfloat %kt.e3.2, ptr addrspace(3) %kt.q3.2, align 2
  %kt.e3.3 = extractelement <8 x bfloat> %kt.v3, i32 3
  %kt.c3.3 = add i32 %ld.col, 3
  %kt.m3.3 = mul i32 %kt.c3.3, 264
  %kt.a3.3 = add i32 %kt.m3.3, %kt.r3
  %kt.q3.3 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a3.3
  store bfloat %kt.e3.3, ptr addrspace(3) %kt.q3.3, align 2
  %kt.e3.4 = extractelement <8 x bfloat> %kt.v3, i32 4
  %kt.c3.4 = add i32 %ld.col, 4
  %kt.m3.4 = mul i32 %kt.c3.4, 264
  %kt.a3.4 = add i32 %kt.m3.4, %kt.r3
  %kt.q3.4 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a3.4
  store bfloat %kt.e3.4, ptr addrspace(3) %kt.q3.4, align 2
  %kt.e3.5 = extractelement <8 x bfloat> %kt.v3, i32 5
  %kt.c3.5 = add i32 %ld.col, 5
  %kt.m3.5 = mul i32 %kt.c3.5, 264
  %kt.a3.5 = add i32 %kt.m3.5, %kt.r3
  %kt.q3.5 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a3.5
  store bfloat %kt.e3.5, ptr addrspace(3) %kt.q3.5, align 2
  %kt.e3.6 = extractelement <8 x bfloat> %kt.v3, i32 6
  %kt.c3.6 = add i32 %ld.col, 6
  %kt.m3.6 = mul i32 %kt.c3.6, 264
  %kt.a3.6 = add i32 %kt.m3.6, %kt.r3
  %kt.q3.6 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a3.6
  store bfloat %kt.e3.6, ptr addrspace(3) %kt.q3.6, align 2
  %kt.e3.7 = extractelement <8 x bfloat> %kt.v3, i32 7
  %kt.c3.7 = add i32 %ld.col, 7
  %kt.m3.7 = mul i32 %kt.c3.7, 264
  %kt.a3.7 = add i32 %kt.m3.7, %kt.r3
  %kt.q3.7 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a3.7
  store bfloat %kt.e3.7, ptr addrspace(3) %kt.q3.7, align 2
  %kt.r4 = add i32 %ld.r, 64
  %kt.n4 = add i32 %n0, %kt.r4
  %kt.s4 = call i32 @llvm.smin.i32(i32 %kt.n4, i32 %kf.last)
  %kt.t4 = add i32 %kv.tok0, %kt.s4
  %kt.g4.r64 = sext i32 %kt.t4 to i64
  %kt.g4.h64 = sext i32 %num_heads_kv to i64
  %kt.g4.hh64 = sext i32 %h to i64
  %kt.g4.rh = mul nsw i64 %kt.g4.r64, %kt.g4.h64
  %kt.g4.rhh = add nsw i64 %kt.g4.rh, %kt.g4.hh64
  %kt.g4.base = mul i64 %kt.g4.rhh, 128
  %kt.o4 = add i64 %kt.g4.base, %ld.col64
  %kt.p4 = getelementptr inbounds bfloat, ptr addrspace(1) %k, i64 %kt.o4
  %kt.v4 = load <8 x bfloat>, ptr addrspace(1) %kt.p4, align 16
  %kt.e4.0 = extractelement <8 x bfloat> %kt.v4, i32 0
  %kt.c4.0 = add i32 %ld.col, 0
  %kt.m4.0 = mul i32 %kt.c4.0, 264
  %kt.a4.0 = add i32 %kt.m4.0, %kt.r4
  %kt.q4.0 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a4.0
  store bfloat %kt.e4.0, ptr addrspace(3) %kt.q4.0, align 2
  %kt.e4.1 = extractelement <8 x bfloat> %kt.v4, i32 1
  %kt.c4.1 = add i32 %ld.col, 1
  %kt.m4.1 = mul i32 %kt.c4.1, 264
  %kt.a4.1 = add i32 %kt.m4.1, %kt.r4
  %kt.q4.1 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a4.1
  store bfloat %kt.e4.1, ptr addrspace(3) %kt.q4.1, align 2
  %kt.e4.2 = extractelement <8 x bfloat> %kt.v4, i32 2
  %kt.c4.2 = add i32 %ld.col, 2
  %kt.m4.2 = mul i32 %kt.c4.2, 264
  %kt.a4.2 = add i32 %kt.m4.2, %kt.r4
  %kt.q4.2 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a4.2
  store bfloat %kt.e4.2, ptr addrspace(3) %kt.q4.2, align 2
  %kt.e4.3 = extractelement <8 x bfloat> %kt.v4, i32 3
  %kt.c4.3 = add i32 %ld.col, 3
  %kt.m4.3 = mul i32 %kt.c4.3, 264
  %kt.a4.3 = add i32 %kt.m4.3, %kt.r4
  %kt.q4.3 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a4.3
  store bfloat %kt.e4.3, ptr addrspace(3) %kt.q4.3, align 2
  %kt.e4.4 = extractelement <8 x bfloat> %kt.v4, i32 4
  %kt.c4.4 = add i32 %ld.col, 4
  %kt.m4.4 = mul i32 %kt.c4.4, 264
  %kt.a4.4 = add i32 %kt.m4.4, %kt.r4
  %kt.q4.4 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a4.4
  store bfloat %kt.e4.4, ptr addrspace(3) %kt.q4.4, align 2
  %kt.e4.5 = extractelement <8 x bfloat> %kt.v4, i32 5
  %kt.c4.5 = add i32 %ld.col, 5
  %kt.m4.5 = mul i32 %kt.c4.5, 264
  %kt.a4.5 = add i32 %kt.m4.5, %kt.r4
  %kt.q4.5 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a4.5
  store bfloat %kt.e4.5, ptr addrspace(3) %kt.q4.5, align 2
  %kt.e4.6 = extractelement <8 x bfloat> %kt.v4, i32 6
  %kt.c4.6 = add i32 %ld.col, 6
  %kt.m4.6 = mul i32 %kt.c4.6, 264
  %kt.a4.6 = add i32 %kt.m4.6, %kt.r4
  %kt.q4.6 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a4.6
  store bfloat %kt.e4.6, ptr addrspace(3) %kt.q4.6, align 2
  %kt.e4.7 = extractelement <8 x bfloat> %kt.v4, i32 7
  %kt.c4.7 = add i32 %ld.col, 7
  %kt.m4.7 = mul i32 %kt.c4.7, 264
  %kt.a4.7 = add i32 %kt.m4.7, %kt.r4
  %kt.q4.7 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a4.7
  store bfloat %kt.e4.7, ptr addrspace(3) %kt.q4.7, align 2
  %kt.r5 = add i32 %ld.r, 80
  %kt.n5 = add i32 %n0, %kt.r5
  %kt.s5 = call i32 @llvm.smin.i32(i32 %kt.n5, i32 %kf.last)
  %kt.t5 = add i32 %kv.tok0, %kt.s5
  %kt.g5.r64 = sext i32 %kt.t5 to i64
  %kt.g5.h64 = sext i32 %num_heads_kv to i64
  %kt.g5.hh64 = sext i32 %h to i64
  %kt.g5.rh = mul nsw i64 %kt.g5.r64, %kt.g5.h64
  %kt.g5.rhh = add nsw i64 %kt.g5.rh, %kt.g5.hh64
  %kt.g5.base = mul i64 %kt.g5.rhh, 128
  %kt.o5 = add i64 %kt.g5.base, %ld.col64
  %kt.p5 = getelementptr inbounds bfloat, ptr addrspace(1) %k, i64 %kt.o5
  %kt.v5 = load <8 x bfloat>, ptr addrspace(1) %kt.p5, align 16
  %kt.e5.0 = extractelement <8 x bfloat> %kt.v5, i32 0
  %kt.c5.0 = add i32 %ld.col, 0
  %kt.m5.0 = mul i32 %kt.c5.0, 264
  %kt.a5.0 = add i32 %kt.m5.0, %kt.r5
  %kt.q5.0 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a5.0
  store bfloat %kt.e5.0, ptr addrspace(3) %kt.q5.0, align 2
  %kt.e5.1 = extractelement <8 x bfloat> %kt.v5, i32 1
  %kt.c5.1 = add i32 %ld.col, 1
  %kt.m5.1 = mul i32 %kt.c5.1, 264
  %kt.a5.1 = add i32 %kt.m5.1, %kt.r5
  %kt.q5.1 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a5.1
  store bfloat %kt.e5.1, ptr addrspace(3) %kt.q5.1, align 2
  %kt.e5.2 = extractelement <8 x bfloat> %kt.v5, i32 2
  %kt.c5.2 = add i32 %ld.col, 2
  %kt.m5.2 = mul i32 %kt.c5.2, 264
  %kt.a5.2 = add i32 %kt.m5.2, %kt.r5
  %kt.q5.2 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a5.2
  store bfloat %kt.e5.2, ptr addrspace(3) %kt.q5.2, align 2
  %kt.e5.3 = extractelement <8 x bfloat> %kt.v5, i32 3
  %kt.c5.3 = add i32 %ld.col, 3
  %kt.m5.3 = mul i32 %kt.c5.3, 264
  %kt.a5.3 = add i32 %kt.m5.3, %kt.r5
  %kt.q5.3 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a5.3
  store bfloat %kt.e5.3, ptr addrspace(3) %kt.q5.3, align 2
  %kt.e5.4 = extractelement <8 x bfloat> %kt.v5, i32 4
  %kt.c5.4 = add i32 %ld.col, 4
  %kt.m5.4 = mul i32 %kt.c5.4, 264
  %kt.a5.4 = add i32 %kt.m5.4, %kt.r5
  %kt.q5.4 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a5.4
  store bfloat %kt.e5.4, ptr addrspace(3) %kt.q5.4, align 2
  %kt.e5.5 = extractelement <8 x bfloat> %kt.v5, i32 5
  %kt.c5.5 = add i32 %ld.col, 5
  %kt.m5.5 = mul i32 %kt.c5.5, 264
  %kt.a5.5 = add i32 %kt.m5.5, %kt.r5
  %kt.q5.5 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a5.5
  store bfloat %kt.e5.5, ptr addrspace(3) %kt.q5.5, align 2
  %kt.e5.6 = extractelement <8 x bfloat> %kt.v5, i32 6
  %kt.c5.6 = add i32 %ld.col, 6
  %kt.m5.6 = mul i32 %kt.c5.6, 264
  %kt.a5.6 = add i32 %kt.m5.6, %kt.r5
  %kt.q5.6 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a5.6
  store bfloat %kt.e5.6, ptr addrspace(3) %kt.q5.6, align 2
  %kt.e5.7 = extractelement <8 x bfloat> %kt.v5, i32 7
  %kt.c5.7 = add i32 %ld.col, 7
  %kt.m5.7 = mul i32 %kt.c5.7, 264
  %kt.a5.7 = add i32 %kt.m5.7, %kt.r5
  %kt.q5.7 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a5.7
  store bfloat %kt.e5.7, ptr addrspace(3) %kt.q5.7, align 2
  %kt.r6 = add i32 %ld.r, 96
  %kt.n6 = add i32 %n0, %kt.r6
  %kt.s6 = call i32 @llvm.smin.i32(i32 %kt.n6, i32 %kf.last)
  %kt.t6 = add i32 %kv.tok0, %kt.s6
  %kt.g6.r64 = sext i32 %kt.t6 to i64
  %kt.g6.h64 = sext i32 %num_heads_kv to i64
  %kt.g6.hh64 = sext i32 %h to i64
  %kt.g6.rh = mul nsw i64 %kt.g6.r64, %kt.g6.h64
  %kt.g6.rhh = add nsw i64 %kt.g6.rh, %kt.g6.hh64
  %kt.g6.base = mul i64 %kt.g6.rhh, 128
  %kt.o6 = add i64 %kt.g6.base, %ld.col64
  %kt.p6 = getelementptr inbounds bfloat, ptr addrspace(1) %k, i64 %kt.o6
  %kt.v6 = load <8 x bfloat>, ptr addrspace(1) %kt.p6, align 16
  %kt.e6.0 = extractelement <8 x bfloat> %kt.v6, i32 0
  %kt.c6.0 = add i32 %ld.col, 0
  %kt.m6.0 = mul i32 %kt.c6.0, 264
  %kt.a6.0 = add i32 %kt.m6.0, %kt.r6
  %kt.q6.0 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a6.0
  store bfloat %kt.e6.0, ptr addrspace(3) %kt.q6.0, align 2
  %kt.e6.1 = extractelement <8 x bfloat> %kt.v6, i32 1
  %kt.c6.1 = add i32 %ld.col, 1
  %kt.m6.1 = mul i32 %kt.c6.1, 264
  %kt.a6.1 = add i32 %kt.m6.1, %kt.r6
  %kt.q6.1 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a6.1
  store bfloat %kt.e6.1, ptr addrspace(3) %kt.q6.1, align 2
  %kt.e6.2 = extractelement <8 x bfloat> %kt.v6, i32 2
  %kt.c6.2 = add i32 %ld.col, 2
  %kt.m6.2 = mul i32 %kt.c6.2, 264
  %kt.a6.2 = add i32 %kt.m6.2, %kt.r6
  %kt.q6.2 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a6.2
  store bfloat %kt.e6.2, ptr addrspace(3) %kt.q6.2, align 2
  %kt.e6.3 = extractelement <8 x bfloat> %kt.v6, i32 3
  %kt.c6.3 = add i32 %ld.col, 3
  %kt.m6.3 = mul i32 %kt.c6.3, 264
  %kt.a6.3 = add i32 %kt.m6.3, %kt.r6
  %kt.q6.3 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a6.3
  store bfloat %kt.e6.3, ptr addrspace(3) %kt.q6.3, align 2
  %kt.e6.4 = extractelement <8 x bfloat> %kt.v6, i32 4
  %kt.c6.4 = add i32 %ld.col, 4
  %kt.m6.4 = mul i32 %kt.c6.4, 264
  %kt.a6.4 = add i32 %kt.m6.4, %kt.r6
  %kt.q6.4 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a6.4
  store bfloat %kt.e6.4, ptr addrspace(3) %kt.q6.4, align 2
  %kt.e6.5 = extractelement <8 x bfloat> %kt.v6, i32 5
  %kt.c6.5 = add i32 %ld.col, 5
  %kt.m6.5 = mul i32 %kt.c6.5, 264
  %kt.a6.5 = add i32 %kt.m6.5, %kt.r6
  %kt.q6.5 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a6.5
  store bfloat %kt.e6.5, ptr addrspace(3) %kt.q6.5, align 2
  %kt.e6.6 = extractelement <8 x bfloat> %kt.v6, i32 6
  %kt.c6.6 = add i32 %ld.col, 6
  %kt.m6.6 = mul i32 %kt.c6.6, 264
  %kt.a6.6 = add i32 %kt.m6.6, %kt.r6
  %kt.q6.6 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a6.6
  store bfloat %kt.e6.6, ptr addrspace(3) %kt.q6.6, align 2
  %kt.e6.7 = extractelement <8 x bfloat> %kt.v6, i32 7
  %kt.c6.7 = add i32 %ld.col, 7
  %kt.m6.7 = mul i32 %kt.c6.7, 264
  %kt.a6.7 = add i32 %kt.m6.7, %kt.r6
  %kt.q6.7 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a6.7
  store bfloat %kt.e6.7, ptr addrspace(3) %kt.q6.7, align 2
  %kt.r7 = add i32 %ld.r, 112
  %kt.n7 = add i32 %n0, %kt.r7
  %kt.s7 = call i32 @llvm.smin.i32(i32 %kt.n7, i32 %kf.last)
  %kt.t7 = add i32 %kv.tok0, %kt.s7
  %kt.g7.r64 = sext i32 %kt.t7 to i64
  %kt.g7.h64 = sext i32 %num_heads_kv to i64
  %kt.g7.hh64 = sext i32 %h to i64
  %kt.g7.rh = mul nsw i64 %kt.g7.r64, %kt.g7.h64
  %kt.g7.rhh = add nsw i64 %kt.g7.rh, %kt.g7.hh64
  %kt.g7.base = mul i64 %kt.g7.rhh, 128
  %kt.o7 = add i64 %kt.g7.base, %ld.col64
  %kt.p7 = getelementptr inbounds bfloat, ptr addrspace(1) %k, i64 %kt.o7
  %kt.v7 = load <8 x bfloat>, ptr addrspace(1) %kt.p7, align 16
  %kt.e7.0 = extractelement <8 x bfloat> %kt.v7, i32 0
  %kt.c7.0 = add i32 %ld.col, 0
  %kt.m7.0 = mul i32 %kt.c7.0, 264
  %kt.a7.0 = add i32 %kt.m7.0, %kt.r7
  %kt.q7.0 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a7.0
  store bfloat %kt.e7.0, ptr addrspace(3) %kt.q7.0, align 2
  %kt.e7.1 = extractelement <8 x bfloat> %kt.v7, i32 1
  %kt.c7.1 = add i32 %ld.col, 1
  %kt.m7.1 = mul i32 %kt.c7.1, 264
  %kt.a7.1 = add i32 %kt.m7.1, %kt.r7
  %kt.q7.1 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a7.1
  store bfloat %kt.e7.1, ptr addrspace(3) %kt.q7.1, align 2
  %kt.e7.2 = extractelement <8 x bfloat> %kt.v7, i32 2
  %kt.c7.2 = add i32 %ld.col, 2
  %kt.m7.2 = mul i32 %kt.c7.2, 264
  %kt.a7.2 = add i32 %kt.m7.2, %kt.r7
  %kt.q7.2 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a7.2
  store bfloat %kt.e7.2, ptr addrspace(3) %kt.q7.2, align 2
  %kt.e7.3 = extractelement <8 x bfloat> %kt.v7, i32 3
  %kt.c7.3 = add i32 %ld.col, 3
  %kt.m7.3 = mul i32 %kt.c7.3, 264
  %kt.a7.3 = add i32 %kt.m7.3, %kt.r7
  %kt.q7.3 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a7.3
  store bfloat %kt.e7.3, ptr addrspace(3) %kt.q7.3, align 2
  %kt.e7.4 = extractelement <8 x bfloat> %kt.v7, i32 4
  %kt.c7.4 = add i32 %ld.col, 4
  %kt.m7.4 = mul i32 %kt.c7.4, 264
  %kt.a7.4 = add i32 %kt.m7.4, %kt.r7
  %kt.q7.4 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a7.4
  store bfloat %kt.e7.4, ptr addrspace(3) %kt.q7.4, align 2
  %kt.e7.5 = extractelement <8 x bfloat> %kt.v7, i32 5
  %kt.c7.5 = add i32 %ld.col, 5
  %kt.m7.5 = mul i32 %kt.c7.5, 264
  %kt.a7.5 = add i32 %kt.m7.5, %kt.r7
  %kt.q7.5 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a7.5
  store bfloat %kt.e7.5, ptr addrspace(3) %kt.q7.5, align 2
  %kt.e7.6 = extractelement <8 x bfloat> %kt.v7, i32 6
  %kt.c7.6 = add i32 %ld.col, 6
  %kt.m7.6 = mul i32 %kt.c7.6, 264
  %kt.a7.6 = add i32 %kt.m7.6, %kt.r7
  %kt.q7.6 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a7.6
  store bfloat %kt.e7.6, ptr addrspace(3) %kt.q7.6, align 2
  %kt.e7.7 = extractelement <8 x bfloat> %kt.v7, i32 7
  %kt.c7.7 = add i32 %ld.col, 7
  %kt.m7.7 = mul i32 %kt.c7.7, 264
  %kt.a7.7 = add i32 %kt.m7.7, %kt.r7
  %kt.q7.7 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a7.7
  store bfloat %kt.e7.7, ptr addrspace(3) %kt.q7.7, align 2
  %kt.r8 = add i32 %ld.r, 128
  %kt.n8 = add i32 %n0, %kt.r8
  %kt.s8 = call i32 @llvm.smin.i32(i32 %kt.n8, i32 %kf.last)
  %kt.t8 = add i32 %kv.tok0, %kt.s8
  %kt.g8.r64 = sext i32 %kt.t8 to i64
  %kt.g8.h64 = sext i32 %num_heads_kv to i64
  %kt.g8.hh64 = sext i32 %h to i64
  %kt.g8.rh = mul nsw i64 %kt.g8.r64, %kt.g8.h64
  %kt.g8.rhh = add nsw i64 %kt.g8.rh, %kt.g8.hh64
  %kt.g8.base = mul i64 %kt.g8.rhh, 128
  %kt.o8 = add i64 %kt.g8.base, %ld.col64
  %kt.p8 = getelementptr inbounds bfloat, ptr addrspace(1) %k, i64 %kt.o8
  %kt.v8 = load <8 x bfloat>, ptr addrspace(1) %kt.p8, align 16
  %kt.e8.0 = extractelement <8 x bfloat> %kt.v8, i32 0
  %kt.c8.0 = add i32 %ld.col, 0
  %kt.m8.0 = mul i32 %kt.c8.0, 264
  %kt.a8.0 = add i32 %kt.m8.0, %kt.r8
  %kt.q8.0 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a8.0
  store bfloat %kt.e8.0, ptr addrspace(3) %kt.q8.0, align 2
  %kt.e8.1 = extractelement <8 x bfloat> %kt.v8, i32 1
  %kt.c8.1 = add i32 %ld.col, 1
  %kt.m8.1 = mul i32 %kt.c8.1, 264
  %kt.a8.1 = add i32 %kt.m8.1, %kt.r8
  %kt.q8.1 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a8.1
  store bfloat %kt.e8.1, ptr addrspace(3) %kt.q8.1, align 2
  %kt.e8.2 = extractelement <8 x bfloat> %kt.v8, i32 2
  %kt.c8.2 = add i32 %ld.col, 2
  %kt.m8.2 = mul i32 %kt.c8.2, 264
  %kt.a8.2 = add i32 %kt.m8.2, %kt.r8
  %kt.q8.2 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a8.2
  store bfloat %kt.e8.2, ptr addrspace(3) %kt.q8.2, align 2
  %kt.e8.3 = extractelement <8 x bfloat> %kt.v8, i32 3
  %kt.c8.3 = add i32 %ld.col, 3
  %kt.m8.3 = mul i32 %kt.c8.3, 264
  %kt.a8.3 = add i32 %kt.m8.3, %kt.r8
  %kt.q8.3 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a8.3
  store bfloat %kt.e8.3, ptr addrspace(3) %kt.q8.3, align 2
  %kt.e8.4 = extractelement <8 x bfloat> %kt.v8, i32 4
  %kt.c8.4 = add i32 %ld.col, 4
  %kt.m8.4 = mul i32 %kt.c8.4, 264
  %kt.a8.4 = add i32 %kt.m8.4, %kt.r8
  %kt.q8.4 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a8.4
  store bfloat %kt.e8.4, ptr addrspace(3) %kt.q8.4, align 2
  %kt.e8.5 = extractelement <8 x bfloat> %kt.v8, i32 5
  %kt.c8.5 = add i32 %ld.col, 5
  %kt.m8.5 = mul i32 %kt.c8.5, 264
  %kt.a8.5 = add i32 %kt.m8.5, %kt.r8
  %kt.q8.5 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a8.5
  store bfloat %kt.e8.5, ptr addrspace(3) %kt.q8.5, align 2
  %kt.e8.6 = extractelement <8 x bfloat> %kt.v8, i32 6
  %kt.c8.6 = add i32 %ld.col, 6
  %kt.m8.6 = mul i32 %kt.c8.6, 264
  %kt.a8.6 = add i32 %kt.m8.6, %kt.r8
  %kt.q8.6 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a8.6
  store bfloat %kt.e8.6, ptr addrspace(3) %kt.q8.6, align 2
  %kt.e8.7 = extractelement <8 x bfloat> %kt.v8, i32 7
  %kt.c8.7 = add i32 %ld.col, 7
  %kt.m8.7 = mul i32 %kt.c8.7, 264
  %kt.a8.7 = add i32 %kt.m8.7, %kt.r8
  %kt.q8.7 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a8.7
  store bfloat %kt.e8.7, ptr addrspace(3) %kt.q8.7, align 2
  %kt.r9 = add i32 %ld.r, 144
  %kt.n9 = add i32 %n0, %kt.r9
  %kt.s9 = call i32 @llvm.smin.i32(i32 %kt.n9, i32 %kf.last)
  %kt.t9 = add i32 %kv.tok0, %kt.s9
  %kt.g9.r64 = sext i32 %kt.t9 to i64
  %kt.g9.h64 = sext i32 %num_heads_kv to i64
  %kt.g9.hh64 = sext i32 %h to i64
  %kt.g9.rh = mul nsw i64 %kt.g9.r64, %kt.g9.h64
  %kt.g9.rhh = add nsw i64 %kt.g9.rh, %kt.g9.hh64
  %kt.g9.base = mul i64 %kt.g9.rhh, 128
  %kt.o9 = add i64 %kt.g9.base, %ld.col64
  %kt.p9 = getelementptr inbounds bfloat, ptr addrspace(1) %k, i64 %kt.o9
  %kt.v9 = load <8 x bfloat>, ptr addrspace(1) %kt.p9, align 16
  %kt.e9.0 = extractelement <8 x bfloat> %kt.v9, i32 0
  %kt.c9.0 = add i32 %ld.col, 0
  %kt.m9.0 = mul i32 %kt.c9.0, 264
  %kt.a9.0 = add i32 %kt.m9.0, %kt.r9
  %kt.q9.0 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a9.0
  store bfloat %kt.e9.0, ptr addrspace(3) %kt.q9.0, align 2
  %kt.e9.1 = extractelement <8 x bfloat> %kt.v9, i32 1
  %kt.c9.1 = add i32 %ld.col, 1
  %kt.m9.1 = mul i32 %kt.c9.1, 264
  %kt.a9.1 = add i32 %kt.m9.1, %kt.r9
  %kt.q9.1 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a9.1
  store bfloat %kt.e9.1, ptr addrspace(3) %kt.q9.1, align 2
  %kt.e9.2 = extractelement <8 x bfloat> %kt.v9, i32 2
  %kt.c9.2 = add i32 %ld.col, 2
  %kt.m9.2 = mul i32 %kt.c9.2, 264
  %kt.a9.2 = add i32 %kt.m9.2, %kt.r9
  %kt.q9.2 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a9.2
  store bfloat %kt.e9.2, ptr addrspace(3) %kt.q9.2, align 2
  %kt.e9.3 = extractelement <8 x bfloat> %kt.v9, i32 3
  %kt.c9.3 = add i32 %ld.col, 3
  %kt.m9.3 = mul i32 %kt.c9.3, 264
  %kt.a9.3 = add i32 %kt.m9.3, %kt.r9
  %kt.q9.3 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a9.3
  store bfloat %kt.e9.3, ptr addrspace(3) %kt.q9.3, align 2
  %kt.e9.4 = extractelement <8 x bfloat> %kt.v9, i32 4
  %kt.c9.4 = add i32 %ld.col, 4
  %kt.m9.4 = mul i32 %kt.c9.4, 264
  %kt.a9.4 = add i32 %kt.m9.4, %kt.r9
  %kt.q9.4 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a9.4
  store bfloat %kt.e9.4, ptr addrspace(3) %kt.q9.4, align 2
  %kt.e9.5 = extractelement <8 x bfloat> %kt.v9, i32 5
  %kt.c9.5 = add i32 %ld.col, 5
  %kt.m9.5 = mul i32 %kt.c9.5, 264
  %kt.a9.5 = add i32 %kt.m9.5, %kt.r9
  %kt.q9.5 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a9.5
  store bfloat %kt.e9.5, ptr addrspace(3) %kt.q9.5, align 2
  %kt.e9.6 = extractelement <8 x bfloat> %kt.v9, i32 6
  %kt.c9.6 = add i32 %ld.col, 6
  %kt.m9.6 = mul i32 %kt.c9.6, 264
  %kt.a9.6 = add i32 %kt.m9.6, %kt.r9
  %kt.q9.6 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a9.6
  store bfloat %kt.e9.6, ptr addrspace(3) %kt.q9.6, align 2
  %kt.e9.7 = extractelement <8 x bfloat> %kt.v9, i32 7
  %kt.c9.7 = add i32 %ld.col, 7
  %kt.m9.7 = mul i32 %kt.c9.7, 264
  %kt.a9.7 = add i32 %kt.m9.7, %kt.r9
  %kt.q9.7 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a9.7
  store bfloat %kt.e9.7, ptr addrspace(3) %kt.q9.7, align 2
  %kt.r10 = add i32 %ld.r, 160
  %kt.n10 = add i32 %n0, %kt.r10
  %kt.s10 = call i32 @llvm.smin.i32(i32 %kt.n10, i32 %kf.last)
  %kt.t10 = add i32 %kv.tok0, %kt.s10
  %kt.g10.r64 = sext i32 %kt.t10 to i64
  %kt.g10.h64 = sext i32 %num_heads_kv to i64
  %kt.g10.hh64 = sext i32 %h to i64
  %kt.g10.rh = mul nsw i64 %kt.g10.r64, %kt.g10.h64
  %kt.g10.rhh = add nsw i64 %kt.g10.rh, %kt.g10.hh64
  %kt.g10.base = mul i64 %kt.g10.rhh, 128
  %kt.o10 = add i64 %kt.g10.base, %ld.col64
  %kt.p10 = getelementptr inbounds bfloat, ptr addrspace(1) %k, i64 %kt.o10
  %kt.v10 = load <8 x bfloat>, ptr addrspace(1) %kt.p10, align 16
  %kt.e10.0 = extractelement <8 x bfloat> %kt.v10, i32 0
  %kt.c10.0 = add i32 %ld.col, 0
  %kt.m10.0 = mul i32 %kt.c10.0, 264
  %kt.a10.0 = add i32 %kt.m10.0, %kt.r10
  %kt.q10.0 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a10.0
  store bfloat %kt.e10.0, ptr addrspace(3) %kt.q10.0, align 2
  %kt.e10.1 = extractelement <8 x bfloat> %kt.v10, i32 1
  %kt.c10.1 = add i32 %ld.col, 1
  %kt.m10.1 = mul i32 %kt.c10.1, 264
  %kt.a10.1 = add i32 %kt.m10.1, %kt.r10
  %kt.q10.1 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a10.1
  store bfloat %kt.e10.1, ptr addrspace(3) %kt.q10.1, align 2
  %kt.e10.2 = extractelement <8 x bfloat> %kt.v10, i32 2
  %kt.c10.2 = add i32 %ld.col, 2
  %kt.m10.2 = mul i32 %kt.c10.2, 264
  %kt.a10.2 = add i32 %kt.m10.2, %kt.r10
  %kt.q10.2 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a10.2
  store bfloat %kt.e10.2, ptr addrspace(3) %kt.q10.2, align 2
  %kt.e10.3 = extractelement <8 x bfloat> %kt.v10, i32 3
  %kt.c10.3 = add i32 %ld.col, 3
  %kt.m10.3 = mul i32 %kt.c10.3, 264
  %kt.a10.3 = add i32 %kt.m10.3, %kt.r10
  %kt.q10.3 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a10.3
  store bfloat %kt.e10.3, ptr addrspace(3) %kt.q10.3, align 2
  %kt.e10.4 = extractelement <8 x bfloat> %kt.v10, i32 4
  %kt.c10.4 = add i32 %ld.col, 4
  %kt.m10.4 = mul i32 %kt.c10.4, 264
  %kt.a10.4 = add i32 %kt.m10.4, %kt.r10
  %kt.q10.4 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a10.4
  store bfloat %kt.e10.4, ptr addrspace(3) %kt.q10.4, align 2
  %kt.e10.5 = extractelement <8 x bfloat> %kt.v10, i32 5
  %kt.c10.5 = add i32 %ld.col, 5
  %kt.m10.5 = mul i32 %kt.c10.5, 264
  %kt.a10.5 = add i32 %kt.m10.5, %kt.r10
  %kt.q10.5 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a10.5
  store bfloat %kt.e10.5, ptr addrspace(3) %kt.q10.5, align 2
  %kt.e10.6 = extractelement <8 x bfloat> %kt.v10, i32 6
  %kt.c10.6 = add i32 %ld.col, 6
  %kt.m10.6 = mul i32 %kt.c10.6, 264
  %kt.a10.6 = add i32 %kt.m10.6, %kt.r10
  %kt.q10.6 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a10.6
  store bfloat %kt.e10.6, ptr addrspace(3) %kt.q10.6, align 2
  %kt.e10.7 = extractelement <8 x bfloat> %kt.v10, i32 7
  %kt.c10.7 = add i32 %ld.col, 7
  %kt.m10.7 = mul i32 %kt.c10.7, 264
  %kt.a10.7 = add i32 %kt.m10.7, %kt.r10
  %kt.q10.7 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a10.7
  store bfloat %kt.e10.7, ptr addrspace(3) %kt.q10.7, align 2
  %kt.r11 = add i32 %ld.r, 176
  %kt.n11 = add i32 %n0, %kt.r11
  %kt.s11 = call i32 @llvm.smin.i32(i32 %kt.n11, i32 %kf.last)
  %kt.t11 = add i32 %kv.tok0, %kt.s11
  %kt.g11.r64 = sext i32 %kt.t11 to i64
  %kt.g11.h64 = sext i32 %num_heads_kv to i64
  %kt.g11.hh64 = sext i32 %h to i64
  %kt.g11.rh = mul nsw i64 %kt.g11.r64, %kt.g11.h64
  %kt.g11.rhh = add nsw i64 %kt.g11.rh, %kt.g11.hh64
  %kt.g11.base = mul i64 %kt.g11.rhh, 128
  %kt.o11 = add i64 %kt.g11.base, %ld.col64
  %kt.p11 = getelementptr inbounds bfloat, ptr addrspace(1) %k, i64 %kt.o11
  %kt.v11 = load <8 x bfloat>, ptr addrspace(1) %kt.p11, align 16
  %kt.e11.0 = extractelement <8 x bfloat> %kt.v11, i32 0
  %kt.c11.0 = add i32 %ld.col, 0
  %kt.m11.0 = mul i32 %kt.c11.0, 264
  %kt.a11.0 = add i32 %kt.m11.0, %kt.r11
  %kt.q11.0 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a11.0
  store bfloat %kt.e11.0, ptr addrspace(3) %kt.q11.0, align 2
  %kt.e11.1 = extractelement <8 x bfloat> %kt.v11, i32 1
  %kt.c11.1 = add i32 %ld.col, 1
  %kt.m11.1 = mul i32 %kt.c11.1, 264
  %kt.a11.1 = add i32 %kt.m11.1, %kt.r11
  %kt.q11.1 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a11.1
  store bfloat %kt.e11.1, ptr addrspace(3) %kt.q11.1, align 2
  %kt.e11.2 = extractelement <8 x bfloat> %kt.v11, i32 2
  %kt.c11.2 = add i32 %ld.col, 2
  %kt.m11.2 = mul i32 %kt.c11.2, 264
  %kt.a11.2 = add i32 %kt.m11.2, %kt.r11
  %kt.q11.2 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a11.2
  store bfloat %kt.e11.2, ptr addrspace(3) %kt.q11.2, align 2
  %kt.e11.3 = extractelement <8 x bfloat> %kt.v11, i32 3
  %kt.c11.3 = add i32 %ld.col, 3
  %kt.m11.3 = mul i32 %kt.c11.3, 264
  %kt.a11.3 = add i32 %kt.m11.3, %kt.r11
  %kt.q11.3 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a11.3
  store bfloat %kt.e11.3, ptr addrspace(3) %kt.q11.3, align 2
  %kt.e11.4 = extractelement <8 x bfloat> %kt.v11, i32 4
  %kt.c11.4 = add i32 %ld.col, 4
  %kt.m11.4 = mul i32 %kt.c11.4, 264
  %kt.a11.4 = add i32 %kt.m11.4, %kt.r11
  %kt.q11.4 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a11.4
  store bfloat %kt.e11.4, ptr addrspace(3) %kt.q11.4, align 2
  %kt.e11.5 = extractelement <8 x bfloat> %kt.v11, i32 5
  %kt.c11.5 = add i32 %ld.col, 5
  %kt.m11.5 = mul i32 %kt.c11.5, 264
  %kt.a11.5 = add i32 %kt.m11.5, %kt.r11
  %kt.q11.5 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a11.5
  store bfloat %kt.e11.5, ptr addrspace(3) %kt.q11.5, align 2
  %kt.e11.6 = extractelement <8 x bfloat> %kt.v11, i32 6
  %kt.c11.6 = add i32 %ld.col, 6
  %kt.m11.6 = mul i32 %kt.c11.6, 264
  %kt.a11.6 = add i32 %kt.m11.6, %kt.r11
  %kt.q11.6 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a11.6
  store bfloat %kt.e11.6, ptr addrspace(3) %kt.q11.6, align 2
  %kt.e11.7 = extractelement <8 x bfloat> %kt.v11, i32 7
  %kt.c11.7 = add i32 %ld.col, 7
  %kt.m11.7 = mul i32 %kt.c11.7, 264
  %kt.a11.7 = add i32 %kt.m11.7, %kt.r11
  %kt.q11.7 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a11.7
  store bfloat %kt.e11.7, ptr addrspace(3) %kt.q11.7, align 2
  %kt.r12 = add i32 %ld.r, 192
  %kt.n12 = add i32 %n0, %kt.r12
  %kt.s12 = call i32 @llvm.smin.i32(i32 %kt.n12, i32 %kf.last)
  %kt.t12 = add i32 %kv.tok0, %kt.s12
  %kt.g12.r64 = sext i32 %kt.t12 to i64
  %kt.g12.h64 = sext i32 %num_heads_kv to i64
  %kt.g12.hh64 = sext i32 %h to i64
  %kt.g12.rh = mul nsw i64 %kt.g12.r64, %kt.g12.h64
  %kt.g12.rhh = add nsw i64 %kt.g12.rh, %kt.g12.hh64
  %kt.g12.base = mul i64 %kt.g12.rhh, 128
  %kt.o12 = add i64 %kt.g12.base, %ld.col64
  %kt.p12 = getelementptr inbounds bfloat, ptr addrspace(1) %k, i64 %kt.o12
  %kt.v12 = load <8 x bfloat>, ptr addrspace(1) %kt.p12, align 16
  %kt.e12.0 = extractelement <8 x bfloat> %kt.v12, i32 0
  %kt.c12.0 = add i32 %ld.col, 0
  %kt.m12.0 = mul i32 %kt.c12.0, 264
  %kt.a12.0 = add i32 %kt.m12.0, %kt.r12
  %kt.q12.0 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a12.0
  store bfloat %kt.e12.0, ptr addrspace(3) %kt.q12.0, align 2
  %kt.e12.1 = extractelement <8 x bfloat> %kt.v12, i32 1
  %kt.c12.1 = add i32 %ld.col, 1
  %kt.m12.1 = mul i32 %kt.c12.1, 264
  %kt.a12.1 = add i32 %kt.m12.1, %kt.r12
  %kt.q12.1 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a12.1
  store bfloat %kt.e12.1, ptr addrspace(3) %kt.q12.1, align 2
  %kt.e12.2 = extractelement <8 x bfloat> %kt.v12, i32 2
  %kt.c12.2 = add i32 %ld.col, 2
  %kt.m12.2 = mul i32 %kt.c12.2, 264
  %kt.a12.2 = add i32 %kt.m12.2, %kt.r12
  %kt.q12.2 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a12.2
  store bfloat %kt.e12.2, ptr addrspace(3) %kt.q12.2, align 2
  %kt.e12.3 = extractelement <8 x bfloat> %kt.v12, i32 3
  %kt.c12.3 = add i32 %ld.col, 3
  %kt.m12.3 = mul i32 %kt.c12.3, 264
  %kt.a12.3 = add i32 %kt.m12.3, %kt.r12
  %kt.q12.3 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a12.3
  store bfloat %kt.e12.3, ptr addrspace(3) %kt.q12.3, align 2
  %kt.e12.4 = extractelement <8 x bfloat> %kt.v12, i32 4
  %kt.c12.4 = add i32 %ld.col, 4
  %kt.m12.4 = mul i32 %kt.c12.4, 264
  %kt.a12.4 = add i32 %kt.m12.4, %kt.r12
  %kt.q12.4 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a12.4
  store bfloat %kt.e12.4, ptr addrspace(3) %kt.q12.4, align 2
  %kt.e12.5 = extractelement <8 x bfloat> %kt.v12, i32 5
  %kt.c12.5 = add i32 %ld.col, 5
  %kt.m12.5 = mul i32 %kt.c12.5, 264
  %kt.a12.5 = add i32 %kt.m12.5, %kt.r12
  %kt.q12.5 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a12.5
  store bfloat %kt.e12.5, ptr addrspace(3) %kt.q12.5, align 2
  %kt.e12.6 = extractelement <8 x bfloat> %kt.v12, i32 6
  %kt.c12.6 = add i32 %ld.col, 6
  %kt.m12.6 = mul i32 %kt.c12.6, 264
  %kt.a12.6 = add i32 %kt.m12.6, %kt.r12
  %kt.q12.6 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a12.6
  store bfloat %kt.e12.6, ptr addrspace(3) %kt.q12.6, align 2
  %kt.e12.7 = extractelement <8 x bfloat> %kt.v12, i32 7
  %kt.c12.7 = add i32 %ld.col, 7
  %kt.m12.7 = mul i32 %kt.c12.7, 264
  %kt.a12.7 = add i32 %kt.m12.7, %kt.r12
  %kt.q12.7 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a12.7
  store bfloat %kt.e12.7, ptr addrspace(3) %kt.q12.7, align 2
  %kt.r13 = add i32 %ld.r, 208
  %kt.n13 = add i32 %n0, %kt.r13
  %kt.s13 = call i32 @llvm.smin.i32(i32 %kt.n13, i32 %kf.last)
  %kt.t13 = add i32 %kv.tok0, %kt.s13
  %kt.g13.r64 = sext i32 %kt.t13 to i64
  %kt.g13.h64 = sext i32 %num_heads_kv to i64
  %kt.g13.hh64 = sext i32 %h to i64
  %kt.g13.rh = mul nsw i64 %kt.g13.r64, %kt.g13.h64
  %kt.g13.rhh = add nsw i64 %kt.g13.rh, %kt.g13.hh64
  %kt.g13.base = mul i64 %kt.g13.rhh, 128
  %kt.o13 = add i64 %kt.g13.base, %ld.col64
  %kt.p13 = getelementptr inbounds bfloat, ptr addrspace(1) %k, i64 %kt.o13
  %kt.v13 = load <8 x bfloat>, ptr addrspace(1) %kt.p13, align 16
  %kt.e13.0 = extractelement <8 x bfloat> %kt.v13, i32 0
  %kt.c13.0 = add i32 %ld.col, 0
  %kt.m13.0 = mul i32 %kt.c13.0, 264
  %kt.a13.0 = add i32 %kt.m13.0, %kt.r13
  %kt.q13.0 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a13.0
  store bfloat %kt.e13.0, ptr addrspace(3) %kt.q13.0, align 2
  %kt.e13.1 = extractelement <8 x bfloat> %kt.v13, i32 1
  %kt.c13.1 = add i32 %ld.col, 1
  %kt.m13.1 = mul i32 %kt.c13.1, 264
  %kt.a13.1 = add i32 %kt.m13.1, %kt.r13
  %kt.q13.1 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a13.1
  store bfloat %kt.e13.1, ptr addrspace(3) %kt.q13.1, align 2
  %kt.e13.2 = extractelement <8 x bfloat> %kt.v13, i32 2
  %kt.c13.2 = add i32 %ld.col, 2
  %kt.m13.2 = mul i32 %kt.c13.2, 264
  %kt.a13.2 = add i32 %kt.m13.2, %kt.r13
  %kt.q13.2 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a13.2
  store bfloat %kt.e13.2, ptr addrspace(3) %kt.q13.2, align 2
  %kt.e13.3 = extractelement <8 x bfloat> %kt.v13, i32 3
  %kt.c13.3 = add i32 %ld.col, 3
  %kt.m13.3 = mul i32 %kt.c13.3, 264
  %kt.a13.3 = add i32 %kt.m13.3, %kt.r13
  %kt.q13.3 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a13.3
  store bfloat %kt.e13.3, ptr addrspace(3) %kt.q13.3, align 2
  %kt.e13.4 = extractelement <8 x bfloat> %kt.v13, i32 4
  %kt.c13.4 = add i32 %ld.col, 4
  %kt.m13.4 = mul i32 %kt.c13.4, 264
  %kt.a13.4 = add i32 %kt.m13.4, %kt.r13
  %kt.q13.4 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a13.4
  store bfloat %kt.e13.4, ptr addrspace(3) %kt.q13.4, align 2
  %kt.e13.5 = extractelement <8 x bfloat> %kt.v13, i32 5
  %kt.c13.5 = add i32 %ld.col, 5
  %kt.m13.5 = mul i32 %kt.c13.5, 264
  %kt.a13.5 = add i32 %kt.m13.5, %kt.r13
  %kt.q13.5 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a13.5
  store bfloat %kt.e13.5, ptr addrspace(3) %kt.q13.5, align 2
  %kt.e13.6 = extractelement <8 x bfloat> %kt.v13, i32 6
  %kt.c13.6 = add i32 %ld.col, 6
  %kt.m13.6 = mul i32 %kt.c13.6, 264
  %kt.a13.6 = add i32 %kt.m13.6, %kt.r13
  %kt.q13.6 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a13.6
  store bfloat %kt.e13.6, ptr addrspace(3) %kt.q13.6, align 2
  %kt.e13.7 = extractelement <8 x bfloat> %kt.v13, i32 7
  %kt.c13.7 = add i32 %ld.col, 7
  %kt.m13.7 = mul i32 %kt.c13.7, 264
  %kt.a13.7 = add i32 %kt.m13.7, %kt.r13
  %kt.q13.7 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a13.7
  store bfloat %kt.e13.7, ptr addrspace(3) %kt.q13.7, align 2
  %kt.r14 = add i32 %ld.r, 224
  %kt.n14 = add i32 %n0, %kt.r14
  %kt.s14 = call i32 @llvm.smin.i32(i32 %kt.n14, i32 %kf.last)
  %kt.t14 = add i32 %kv.tok0, %kt.s14
  %kt.g14.r64 = sext i32 %kt.t14 to i64
  %kt.g14.h64 = sext i32 %num_heads_kv to i64
  %kt.g14.hh64 = sext i32 %h to i64
  %kt.g14.rh = mul nsw i64 %kt.g14.r64, %kt.g14.h64
  %kt.g14.rhh = add nsw i64 %kt.g14.rh, %kt.g14.hh64
  %kt.g14.base = mul i64 %kt.g14.rhh, 128
  %kt.o14 = add i64 %kt.g14.base, %ld.col64
  %kt.p14 = getelementptr inbounds bfloat, ptr addrspace(1) %k, i64 %kt.o14
  %kt.v14 = load <8 x bfloat>, ptr addrspace(1) %kt.p14, align 16
  %kt.e14.0 = extractelement <8 x bfloat> %kt.v14, i32 0
  %kt.c14.0 = add i32 %ld.col, 0
  %kt.m14.0 = mul i32 %kt.c14.0, 264
  %kt.a14.0 = add i32 %kt.m14.0, %kt.r14
  %kt.q14.0 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a14.0
  store bfloat %kt.e14.0, ptr addrspace(3) %kt.q14.0, align 2
  %kt.e14.1 = extractelement <8 x bfloat> %kt.v14, i32 1
  %kt.c14.1 = add i32 %ld.col, 1
  %kt.m14.1 = mul i32 %kt.c14.1, 264
  %kt.a14.1 = add i32 %kt.m14.1, %kt.r14
  %kt.q14.1 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a14.1
  store bfloat %kt.e14.1, ptr addrspace(3) %kt.q14.1, align 2
  %kt.e14.2 = extractelement <8 x bfloat> %kt.v14, i32 2
  %kt.c14.2 = add i32 %ld.col, 2
  %kt.m14.2 = mul i32 %kt.c14.2, 264
  %kt.a14.2 = add i32 %kt.m14.2, %kt.r14
  %kt.q14.2 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a14.2
  store bfloat %kt.e14.2, ptr addrspace(3) %kt.q14.2, align 2
  %kt.e14.3 = extractelement <8 x bfloat> %kt.v14, i32 3
  %kt.c14.3 = add i32 %ld.col, 3
  %kt.m14.3 = mul i32 %kt.c14.3, 264
  %kt.a14.3 = add i32 %kt.m14.3, %kt.r14
  %kt.q14.3 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a14.3
  store bfloat %kt.e14.3, ptr addrspace(3) %kt.q14.3, align 2
  %kt.e14.4 = extractelement <8 x bfloat> %kt.v14, i32 4
  %kt.c14.4 = add i32 %ld.col, 4
  %kt.m14.4 = mul i32 %kt.c14.4, 264
  %kt.a14.4 = add i32 %kt.m14.4, %kt.r14
  %kt.q14.4 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a14.4
  store bfloat %kt.e14.4, ptr addrspace(3) %kt.q14.4, align 2
  %kt.e14.5 = extractelement <8 x bfloat> %kt.v14, i32 5
  %kt.c14.5 = add i32 %ld.col, 5
  %kt.m14.5 = mul i32 %kt.c14.5, 264
  %kt.a14.5 = add i32 %kt.m14.5, %kt.r14
  %kt.q14.5 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a14.5
  store bfloat %kt.e14.5, ptr addrspace(3) %kt.q14.5, align 2
  %kt.e14.6 = extractelement <8 x bfloat> %kt.v14, i32 6
  %kt.c14.6 = add i32 %ld.col, 6
  %kt.m14.6 = mul i32 %kt.c14.6, 264
  %kt.a14.6 = add i32 %kt.m14.6, %kt.r14
  %kt.q14.6 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a14.6
  store bfloat %kt.e14.6, ptr addrspace(3) %kt.q14.6, align 2
  %kt.e14.7 = extractelement <8 x bfloat> %kt.v14, i32 7
  %kt.c14.7 = add i32 %ld.col, 7
  %kt.m14.7 = mul i32 %kt.c14.7, 264
  %kt.a14.7 = add i32 %kt.m14.7, %kt.r14
  %kt.q14.7 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a14.7
  store bfloat %kt.e14.7, ptr addrspace(3) %kt.q14.7, align 2
  %kt.r15 = add i32 %ld.r, 240
  %kt.n15 = add i32 %n0, %kt.r15
  %kt.s15 = call i32 @llvm.smin.i32(i32 %kt.n15, i32 %kf.last)
  %kt.t15 = add i32 %kv.tok0, %kt.s15
  %kt.g15.r64 = sext i32 %kt.t15 to i64
  %kt.g15.h64 = sext i32 %num_heads_kv to i64
  %kt.g15.hh64 = sext i32 %h to i64
  %kt.g15.rh = mul nsw i64 %kt.g15.r64, %kt.g15.h64
  %kt.g15.rhh = add nsw i64 %kt.g15.rh, %kt.g15.hh64
  %kt.g15.base = mul i64 %kt.g15.rhh, 128
  %kt.o15 = add i64 %kt.g15.base, %ld.col64
  %kt.p15 = getelementptr inbounds bfloat, ptr addrspace(1) %k, i64 %kt.o15
  %kt.v15 = load <8 x bfloat>, ptr addrspace(1) %kt.p15, align 16
  %kt.e15.0 = extractelement <8 x bfloat> %kt.v15, i32 0
  %kt.c15.0 = add i32 %ld.col, 0
  %kt.m15.0 = mul i32 %kt.c15.0, 264
  %kt.a15.0 = add i32 %kt.m15.0, %kt.r15
  %kt.q15.0 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a15.0
  store bfloat %kt.e15.0, ptr addrspace(3) %kt.q15.0, align 2
  %kt.e15.1 = extractelement <8 x bfloat> %kt.v15, i32 1
  %kt.c15.1 = add i32 %ld.col, 1
  %kt.m15.1 = mul i32 %kt.c15.1, 264
  %kt.a15.1 = add i32 %kt.m15.1, %kt.r15
  %kt.q15.1 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a15.1
  store bfloat %kt.e15.1, ptr addrspace(3) %kt.q15.1, align 2
  %kt.e15.2 = extractelement <8 x bfloat> %kt.v15, i32 2
  %kt.c15.2 = add i32 %ld.col, 2
  %kt.m15.2 = mul i32 %kt.c15.2, 264
  %kt.a15.2 = add i32 %kt.m15.2, %kt.r15
  %kt.q15.2 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a15.2
  store bfloat %kt.e15.2, ptr addrspace(3) %kt.q15.2, align 2
  %kt.e15.3 = extractelement <8 x bfloat> %kt.v15, i32 3
  %kt.c15.3 = add i32 %ld.col, 3
  %kt.m15.3 = mul i32 %kt.c15.3, 264
  %kt.a15.3 = add i32 %kt.m15.3, %kt.r15
  %kt.q15.3 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a15.3
  store bfloat %kt.e15.3, ptr addrspace(3) %kt.q15.3, align 2
  %kt.e15.4 = extractelement <8 x bfloat> %kt.v15, i32 4
  %kt.c15.4 = add i32 %ld.col, 4
  %kt.m15.4 = mul i32 %kt.c15.4, 264
  %kt.a15.4 = add i32 %kt.m15.4, %kt.r15
  %kt.q15.4 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a15.4
  store bfloat %kt.e15.4, ptr addrspace(3) %kt.q15.4, align 2
  %kt.e15.5 = extractelement <8 x bfloat> %kt.v15, i32 5
  %kt.c15.5 = add i32 %ld.col, 5
  %kt.m15.5 = mul i32 %kt.c15.5, 264
  %kt.a15.5 = add i32 %kt.m15.5, %kt.r15
  %kt.q15.5 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a15.5
  store bfloat %kt.e15.5, ptr addrspace(3) %kt.q15.5, align 2
  %kt.e15.6 = extractelement <8 x bfloat> %kt.v15, i32 6
  %kt.c15.6 = add i32 %ld.col, 6
  %kt.m15.6 = mul i32 %kt.c15.6, 264
  %kt.a15.6 = add i32 %kt.m15.6, %kt.r15
  %kt.q15.6 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a15.6
  store bfloat %kt.e15.6, ptr addrspace(3) %kt.q15.6, align 2
  %kt.e15.7 = extractelement <8 x bfloat> %kt.v15, i32 7
  %kt.c15.7 = add i32 %ld.col, 7
  %kt.m15.7 = mul i32 %kt.c15.7, 264
  %kt.a15.7 = add i32 %kt.m15.7, %kt.r15
  %kt.q15.7 = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %kt.a15.7
  store bfloat %kt.e15.7, ptr addrspace(3) %kt.q15.7, align 2
  br label %heads

heads:
  ; one loop over (query head g of the group, Q tile m0): one set of accumulator phis
  %q.any = icmp sgt i32 %q.len, 0
  %g.any = icmp sgt i32 %group, 0
  %any = and i1 %q.any, %g.any
  ; dK's accumulators in AGPRs (t.ak), zero before the first pair
  %ak.z0 = call <16 x float> asm sideeffect "; zero", "=a,0"(<16 x float> zeroinitializer)
  %ak.z1 = call <16 x float> asm sideeffect "; zero", "=a,0"(<16 x float> zeroinitializer)
  %ak.z2 = call <16 x float> asm sideeffect "; zero", "=a,0"(<16 x float> zeroinitializer)
  %ak.z3 = call <16 x float> asm sideeffect "; zero", "=a,0"(<16 x float> zeroinitializer)
  %ak.z4 = call <16 x float> asm sideeffect "; zero", "=a,0"(<16 x float> zeroinitializer)
  %ak.z5 = call <16 x float> asm sideeffect "; zero", "=a,0"(<16 x float> zeroinitializer)
  %ak.z6 = call <16 x float> asm sideeffect "; zero", "=a,0"(<16 x float> zeroinitializer)
  %ak.z7 = call <16 x float> asm sideeffect "; zero", "=a,0"(<16 x float> zeroinitializer)
  br i1 %any, label %qt.pre, label %store

qt.pre:
  ; the first pair's tiles into LDS (the loop's first barrier publishes them)
  %p0.lb.h64 = sext i32 %hq0 to i64
  %p0.lb.n64 = sext i32 %total_q to i64
  %p0.lb.hs = mul nsw i64 %p0.lb.h64, %p0.lb.n64
  %p0.lb.t64 = sext i32 %q.tok0 to i64
  %p0.lb = add nsw i64 %p0.lb.hs, %p0.lb.t64

  %p0.last = sub i32 %q.len, 1
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
  %p0.c0 = call i32 @llvm.umin.i32(i32 %pf.r0, i32 %p0.ll)
  %p0.rb0 = mul i32 %p0.c0, %pf.rsb
  %p0.ob0 = add i32 %p0.rb0, %pf.cb0
  %p0.oz0 = zext i32 %p0.ob0 to i64
  %p0.qp0 = getelementptr inbounds i8, ptr addrspace(1) %p0.sq, i64 %p0.oz0
  %p0.q0 = load <8 x bfloat>, ptr addrspace(1) %p0.qp0, align 16
  %p0.op0 = getelementptr inbounds i8, ptr addrspace(1) %p0.so, i64 %p0.oz0
  %p0.o0 = load <8 x bfloat>, ptr addrspace(1) %p0.op0, align 16
  %p0.ls = add i32 0, %lt.row
  %p0.lv = icmp slt i32 %p0.ls, %q.len
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
  ; (t.lds_rebase) this work-item's places as opaque copies made here: LLVM keeps a place
  ; computed before the loop plus a buffer's offset as its own register through the loop (it
  ; hoists the sum); from a copy made in the loop each store is the copy plus the buffer's
  ; offset in the instruction, one register for every buffer stored at the place
  %p0.lo0 = call i32 asm "", "=v,0"(i32 %pf.lo0)
  %p0.tid = call i32 asm "", "=v,0"(i32 %tid)
  %p0.ws0 = add i32 0, %pf.r0
  %p0.wv0 = icmp slt i32 %p0.ws0, %q.len
  ; (stored as loaded: a row past len_q holds row len_q - 1, finite, and its P and dS are 0 by
  ; lse2 = +inf, so it adds nothing; a select here is hoisted by LLVM above the dQ atomics,
  ; whose wait for this load then also waits for the previous pair's atomics)
  %p0.wq0 = freeze <8 x bfloat> %p0.q0
  %p0.wqp0 = getelementptr inbounds bfloat, ptr addrspace(3) @q.lds, i32 %p0.lo0
  store <8 x bfloat> %p0.wq0, ptr addrspace(3) %p0.wqp0, align 16
  ; (stored as loaded: a row past len_q holds row len_q - 1, finite, and its P and dS are 0 by
  ; lse2 = +inf, so it adds nothing; a select here is hoisted by LLVM above the dQ atomics,
  ; whose wait for this load then also waits for the previous pair's atomics)
  %p0.wo0 = freeze <8 x bfloat> %p0.o0
  %p0.wop0 = getelementptr inbounds bfloat, ptr addrspace(3) @do.lds, i32 %p0.lo0
  store <8 x bfloat> %p0.wo0, ptr addrspace(3) %p0.wop0, align 16
  ; (lse2 made here, +inf for a row past len_q or whose lse is -inf, so the products take it
  ; as stored (t.lse2_store: the 8-wave tile, whose mix fences keep LLVM from moving this to
  ; the dQ atomics, and the tall tiles rocke's loop schedule orders). delta as loaded: a row
  ; past len_q has P 0)
  %p0.l2 = fmul float %p0.l, 0x3FF7154760000000
  %p0.fin = fcmp une float %p0.l2, 0xFFF0000000000000
  %p0.use = and i1 %p0.lv, %p0.fin
  %p0.lx = select i1 %p0.use, float %p0.l2, float 0x7FF0000000000000
  %p0.dx = freeze float %p0.d
  %p0.sp = getelementptr inbounds float, ptr addrspace(3) @lse.lds, i32 %p0.tid
  store float %p0.lx, ptr addrspace(3) %p0.sp, align 4
  %p0.sd = getelementptr inbounds float, ptr addrspace(3) @dl.lds, i32 %p0.tid
  store float %p0.dx, ptr addrspace(3) %p0.sd, align 4
  ; and the second pair's into registers: the first stores them into the other buffer
  %p1.m0a = add i32 0, 16
  %p1.wrap = icmp sge i32 %p1.m0a, %q.len
  %p1.m0 = select i1 %p1.wrap, i32 0, i32 %p1.m0a
  %p1.ga = add i32 0, 1
  %p1.g1 = select i1 %p1.wrap, i32 %p1.ga, i32 0
  %p1.in = icmp slt i32 %p1.g1, %group
  %p1.g = select i1 %p1.in, i32 %p1.g1, i32 0
  %p1.hq = add i32 %hq0, %p1.g
  %p1.lb.h64 = sext i32 %p1.hq to i64
  %p1.lb.n64 = sext i32 %total_q to i64
  %p1.lb.hs = mul nsw i64 %p1.lb.h64, %p1.lb.n64
  %p1.lb.t64 = sext i32 %q.tok0 to i64
  %p1.lb = add nsw i64 %p1.lb.hs, %p1.lb.t64

  %p1.last = sub i32 %q.len, 1
  ; (t.pf_saddr) the step's first row as a scalar base, Q's for the waves that load Q and
  ; dO's for those that load dO (a wave loads one or the other: %pf.his), each work-item's row
  ; and column a 32-bit byte offset from it (the loads' SGPR base form). lse and delta the same
  %p1.ll = sub i32 %p1.last, %p1.m0
  %p1.t0 = add i32 %q.tok0, %p1.m0
  %p1.g.r64 = sext i32 %p1.t0 to i64
  %p1.g.h64 = sext i32 %num_heads_q to i64
  %p1.g.hh64 = sext i32 %p1.hq to i64
  %p1.g.rh = mul nsw i64 %p1.g.r64, %p1.g.h64
  %p1.g.rhh = add nsw i64 %p1.g.rh, %p1.g.hh64
  %p1.g.base = mul i64 %p1.g.rhh, 128
  %p1.sq = getelementptr inbounds bfloat, ptr addrspace(1) %q, i64 %p1.g.base
  %p1.so = getelementptr inbounds bfloat, ptr addrspace(1) %dout, i64 %p1.g.base
  %p1.c0 = call i32 @llvm.umin.i32(i32 %pf.r0, i32 %p1.ll)
  %p1.rb0 = mul i32 %p1.c0, %pf.rsb
  %p1.ob0 = add i32 %p1.rb0, %pf.cb0
  %p1.oz0 = zext i32 %p1.ob0 to i64
  %p1.qp0 = getelementptr inbounds i8, ptr addrspace(1) %p1.sq, i64 %p1.oz0
  %p1.q0 = load <8 x bfloat>, ptr addrspace(1) %p1.qp0, align 16
  %p1.op0 = getelementptr inbounds i8, ptr addrspace(1) %p1.so, i64 %p1.oz0
  %p1.o0 = load <8 x bfloat>, ptr addrspace(1) %p1.op0, align 16
  %p1.ls = add i32 %p1.m0, %lt.row
  %p1.lv = icmp slt i32 %p1.ls, %q.len
  %p1.lr = call i32 @llvm.umin.i32(i32 %lt.row, i32 %p1.ll)
  %p1.lm = add i32 %p1.m0, 0
  %p1.li.r64 = sext i32 %p1.lm to i64
  %p1.li = add nsw i64 %p1.lb, %p1.li.r64
  %p1.li.lp = getelementptr inbounds float, ptr addrspace(1) %lse, i64 %p1.li
  %p1.li.dp = getelementptr inbounds float, ptr addrspace(1) %delta, i64 %p1.li

  %p1.lz = zext i32 %p1.lr to i64
  %p1.lq = getelementptr inbounds float, ptr addrspace(1) %p1.li.lp, i64 %p1.lz
  %p1.dq = getelementptr inbounds float, ptr addrspace(1) %p1.li.dp, i64 %p1.lz
  %p1.l = load float, ptr addrspace(1) %p1.lq, align 4
  %p1.d = load float, ptr addrspace(1) %p1.dq, align 4
  ; every load before the loop is done here (vmcnt(0); expcnt, lgkmcnt left alone): LLVM's
  ; wait insertion cannot prove the K/V fragment loads done around the loop's back edge and
  ; waits for them in every pair, which then also waits for the previous pair's dQ atomics
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  br label %qt

qt:
  ; LDS holds pair (g, m0)'s Q, dO tiles and lse/delta rows, stored by the previous pair
  %g = phi i32 [ 0, %qt.pre ], [ %g.n, %qt.next ]
  %m0 = phi i32 [ 0, %qt.pre ], [ %m0.n, %qt.next ]
  ; (t.dbuf) the next pair (its tiles, loaded by the previous pair, stored by this one after
  ; its barrier: %cf.*), and this pair's buffers and the other's, each a byte offset into its
  ; two, swapped every pair
  %nx.g = phi i32 [ %p1.g, %qt.pre ], [ %n2.g, %qt.next ]
  %nx.m0 = phi i32 [ %p1.m0, %qt.pre ], [ %n2.m0, %qt.next ]
  %cf.q0 = phi <8 x bfloat> [ %p1.q0, %qt.pre ], [ %mg.nf.q0, %qt.next ]
  %cf.o0 = phi <8 x bfloat> [ %p1.o0, %qt.pre ], [ %mg.nf.o0, %qt.next ]
  %cf.l = phi float [ %p1.l, %qt.pre ], [ %mg.nf.l, %qt.next ]
  %cf.d = phi float [ %p1.d, %qt.pre ], [ %mg.nf.d, %qt.next ]
  %cf.lv = phi i1 [ %p1.lv, %qt.pre ], [ %mg.nf.lv, %qt.next ]
  %db.qc = phi i32 [ 0, %qt.pre ], [ %db.qn, %qt.next ]
  %db.qn = phi i32 [ 4352, %qt.pre ], [ %db.qc, %qt.next ]
  %db.lc = phi i32 [ 0, %qt.pre ], [ %db.ln, %qt.next ]
  %db.ln = phi i32 [ 1024, %qt.pre ], [ %db.lc, %qt.next ]
  %qt.dk0 = phi <16 x float> [ %ak.z0, %qt.pre ], [ %mg.dk0, %qt.next ]
  %qt.dv0 = phi <16 x float> [ zeroinitializer, %qt.pre ], [ %mg.dv0, %qt.next ]
  %qt.dk1 = phi <16 x float> [ %ak.z1, %qt.pre ], [ %mg.dk1, %qt.next ]
  %qt.dv1 = phi <16 x float> [ zeroinitializer, %qt.pre ], [ %mg.dv1, %qt.next ]
  %qt.dk2 = phi <16 x float> [ %ak.z2, %qt.pre ], [ %mg.dk2, %qt.next ]
  %qt.dv2 = phi <16 x float> [ zeroinitializer, %qt.pre ], [ %mg.dv2, %qt.next ]
  %qt.dk3 = phi <16 x float> [ %ak.z3, %qt.pre ], [ %mg.dk3, %qt.next ]
  %qt.dv3 = phi <16 x float> [ zeroinitializer, %qt.pre ], [ %mg.dv3, %qt.next ]
  %qt.dk4 = phi <16 x float> [ %ak.z4, %qt.pre ], [ %mg.dk4, %qt.next ]
  %qt.dv4 = phi <16 x float> [ zeroinitializer, %qt.pre ], [ %mg.dv4, %qt.next ]
  %qt.dk5 = phi <16 x float> [ %ak.z5, %qt.pre ], [ %mg.dk5, %qt.next ]
  %qt.dv5 = phi <16 x float> [ zeroinitializer, %qt.pre ], [ %mg.dv5, %qt.next ]
  %qt.dk6 = phi <16 x float> [ %ak.z6, %qt.pre ], [ %mg.dk6, %qt.next ]
  %qt.dv6 = phi <16 x float> [ zeroinitializer, %qt.pre ], [ %mg.dv6, %qt.next ]
  %qt.dk7 = phi <16 x float> [ %ak.z7, %qt.pre ], [ %mg.dk7, %qt.next ]
  %qt.dv7 = phi <16 x float> [ zeroinitializer, %qt.pre ], [ %mg.dv7, %qt.next ]
  ; the pair after the next, this pair's prefetch (past the last one: the next's head again,
  ; so every read is in bounds)
  %n2.m0a = add i32 %nx.m0, 16
  %n2.wrap = icmp sge i32 %n2.m0a, %q.len
  %n2.m0 = select i1 %n2.wrap, i32 0, i32 %n2.m0a
  %n2.ga = add i32 %nx.g, 1
  %n2.g1 = select i1 %n2.wrap, i32 %n2.ga, i32 %nx.g
  %n2.in = icmp slt i32 %n2.g1, %group
  %n2.g = select i1 %n2.in, i32 %n2.g1, i32 %nx.g
  %n2.hq = add i32 %hq0, %n2.g
  %n2.lb.h64 = sext i32 %n2.hq to i64
  %n2.lb.n64 = sext i32 %total_q to i64
  %n2.lb.hs = mul nsw i64 %n2.lb.h64, %n2.lb.n64
  %n2.lb.t64 = sext i32 %q.tok0 to i64
  %n2.lb = add nsw i64 %n2.lb.hs, %n2.lb.t64

  %q.cur = getelementptr inbounds i8, ptr addrspace(3) @q.lds, i32 %db.qc
  %q.nxt = getelementptr inbounds i8, ptr addrspace(3) @q.lds, i32 %db.qn
  %do.cur = getelementptr inbounds i8, ptr addrspace(3) @do.lds, i32 %db.qc
  %do.nxt = getelementptr inbounds i8, ptr addrspace(3) @do.lds, i32 %db.qn
  %lse.cur = getelementptr inbounds i8, ptr addrspace(3) @lse.lds, i32 %db.lc
  %lse.nxt = getelementptr inbounds i8, ptr addrspace(3) @lse.lds, i32 %db.ln
  %dl.cur = getelementptr inbounds i8, ptr addrspace(3) @dl.lds, i32 %db.lc
  %dl.nxt = getelementptr inbounds i8, ptr addrspace(3) @dl.lds, i32 %db.ln
  %hq = add i32 %hq0, %g
  %lb.h64 = sext i32 %hq to i64
  %lb.n64 = sext i32 %total_q to i64
  %lb.hs = mul nsw i64 %lb.h64, %lb.n64
  %lb.t64 = sext i32 %q.tok0 to i64
  %lb = add nsw i64 %lb.hs, %lb.t64

  br label %qt.test

qt.test:
  br i1 %kv.live, label %pair, label %qt.skip

qt.skip:
  ; a skipped pair stores the next pair's tiles into the other buffer, once every wave is past
  ; the pair that read it, and brings in the one after
  fence syncscope("workgroup") release, !mmra !2
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire, !mmra !2
  ; (t.lds_rebase) this work-item's places as opaque copies made here: LLVM keeps a place
  ; computed before the loop plus a buffer's offset as its own register through the loop (it
  ; hoists the sum); from a copy made in the loop each store is the copy plus the buffer's
  ; offset in the instruction, one register for every buffer stored at the place
  %cs.lo0 = call i32 asm "", "=v,0"(i32 %pf.lo0)
  %cs.tid = call i32 asm "", "=v,0"(i32 %tid)
  %cs.ws0 = add i32 %nx.m0, %pf.r0
  %cs.wv0 = icmp slt i32 %cs.ws0, %q.len
  ; (stored as loaded: a row past len_q holds row len_q - 1, finite, and its P and dS are 0 by
  ; lse2 = +inf, so it adds nothing; a select here is hoisted by LLVM above the dQ atomics,
  ; whose wait for this load then also waits for the previous pair's atomics)
  %cs.wq0 = freeze <8 x bfloat> %cf.q0
  %cs.wqp0 = getelementptr inbounds bfloat, ptr addrspace(3) %q.nxt, i32 %cs.lo0
  store <8 x bfloat> %cs.wq0, ptr addrspace(3) %cs.wqp0, align 16
  ; (stored as loaded: a row past len_q holds row len_q - 1, finite, and its P and dS are 0 by
  ; lse2 = +inf, so it adds nothing; a select here is hoisted by LLVM above the dQ atomics,
  ; whose wait for this load then also waits for the previous pair's atomics)
  %cs.wo0 = freeze <8 x bfloat> %cf.o0
  %cs.wop0 = getelementptr inbounds bfloat, ptr addrspace(3) %do.nxt, i32 %cs.lo0
  store <8 x bfloat> %cs.wo0, ptr addrspace(3) %cs.wop0, align 16
  ; (lse2 made here, +inf for a row past len_q or whose lse is -inf, so the products take it
  ; as stored (t.lse2_store: the 8-wave tile, whose mix fences keep LLVM from moving this to
  ; the dQ atomics, and the tall tiles rocke's loop schedule orders). delta as loaded: a row
  ; past len_q has P 0)
  %cs.l2 = fmul float %cf.l, 0x3FF7154760000000
  %cs.fin = fcmp une float %cs.l2, 0xFFF0000000000000
  %cs.use = and i1 %cf.lv, %cs.fin
  %cs.lx = select i1 %cs.use, float %cs.l2, float 0x7FF0000000000000
  %cs.dx = freeze float %cf.d
  %cs.sp = getelementptr inbounds float, ptr addrspace(3) %lse.nxt, i32 %cs.tid
  store float %cs.lx, ptr addrspace(3) %cs.sp, align 4
  %cs.sd = getelementptr inbounds float, ptr addrspace(3) %dl.nxt, i32 %cs.tid
  store float %cs.dx, ptr addrspace(3) %cs.sd, align 4
  %ns.last = sub i32 %q.len, 1
  ; (t.pf_saddr) the step's first row as a scalar base, Q's for the waves that load Q and
  ; dO's for those that load dO (a wave loads one or the other: %pf.his), each work-item's row
  ; and column a 32-bit byte offset from it (the loads' SGPR base form). lse and delta the same
  %ns.ll = sub i32 %ns.last, %n2.m0
  %ns.t0 = add i32 %q.tok0, %n2.m0
  %ns.g.r64 = sext i32 %ns.t0 to i64
  %ns.g.h64 = sext i32 %num_heads_q to i64
  %ns.g.hh64 = sext i32 %n2.hq to i64
  %ns.g.rh = mul nsw i64 %ns.g.r64, %ns.g.h64
  %ns.g.rhh = add nsw i64 %ns.g.rh, %ns.g.hh64
  %ns.g.base = mul i64 %ns.g.rhh, 128
  %ns.sq = getelementptr inbounds bfloat, ptr addrspace(1) %q, i64 %ns.g.base
  %ns.so = getelementptr inbounds bfloat, ptr addrspace(1) %dout, i64 %ns.g.base
  %ns.c0 = call i32 @llvm.umin.i32(i32 %pf.r0, i32 %ns.ll)
  %ns.rb0 = mul i32 %ns.c0, %pf.rsb
  %ns.ob0 = add i32 %ns.rb0, %pf.cb0
  %ns.oz0 = zext i32 %ns.ob0 to i64
  %ns.qp0 = getelementptr inbounds i8, ptr addrspace(1) %ns.sq, i64 %ns.oz0
  %ns.q0 = load <8 x bfloat>, ptr addrspace(1) %ns.qp0, align 16
  %ns.op0 = getelementptr inbounds i8, ptr addrspace(1) %ns.so, i64 %ns.oz0
  %ns.o0 = load <8 x bfloat>, ptr addrspace(1) %ns.op0, align 16
  %ns.ls = add i32 %n2.m0, %lt.row
  %ns.lv = icmp slt i32 %ns.ls, %q.len
  %ns.lr = call i32 @llvm.umin.i32(i32 %lt.row, i32 %ns.ll)
  %ns.lm = add i32 %n2.m0, 0
  %ns.li.r64 = sext i32 %ns.lm to i64
  %ns.li = add nsw i64 %n2.lb, %ns.li.r64
  %ns.li.lp = getelementptr inbounds float, ptr addrspace(1) %lse, i64 %ns.li
  %ns.li.dp = getelementptr inbounds float, ptr addrspace(1) %delta, i64 %ns.li

  %ns.lz = zext i32 %ns.lr to i64
  %ns.lq = getelementptr inbounds float, ptr addrspace(1) %ns.li.lp, i64 %ns.lz
  %ns.dq = getelementptr inbounds float, ptr addrspace(1) %ns.li.dp, i64 %ns.lz
  %ns.l = load float, ptr addrspace(1) %ns.lq, align 4
  %ns.d = load float, ptr addrspace(1) %ns.dq, align 4
  br label %qt.merge
pair:
  br label %pair.sync

pair.sync:
  fence syncscope("workgroup") release, !mmra !2
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire, !mmra !2
  ; the next pair's tiles into the other buffer: every wave is past the pair that read it
  ; (t.lds_rebase) this work-item's places as opaque copies made here: LLVM keeps a place
  ; computed before the loop plus a buffer's offset as its own register through the loop (it
  ; hoists the sum); from a copy made in the loop each store is the copy plus the buffer's
  ; offset in the instruction, one register for every buffer stored at the place
  %cf.lo0 = call i32 asm "", "=v,0"(i32 %pf.lo0)
  %cf.tid = call i32 asm "", "=v,0"(i32 %tid)
  %cf.ws0 = add i32 %nx.m0, %pf.r0
  %cf.wv0 = icmp slt i32 %cf.ws0, %q.len
  ; (stored as loaded: a row past len_q holds row len_q - 1, finite, and its P and dS are 0 by
  ; lse2 = +inf, so it adds nothing; a select here is hoisted by LLVM above the dQ atomics,
  ; whose wait for this load then also waits for the previous pair's atomics)
  %cf.wq0 = freeze <8 x bfloat> %cf.q0
  %cf.wqp0 = getelementptr inbounds bfloat, ptr addrspace(3) %q.nxt, i32 %cf.lo0
  store <8 x bfloat> %cf.wq0, ptr addrspace(3) %cf.wqp0, align 16
  ; (stored as loaded: a row past len_q holds row len_q - 1, finite, and its P and dS are 0 by
  ; lse2 = +inf, so it adds nothing; a select here is hoisted by LLVM above the dQ atomics,
  ; whose wait for this load then also waits for the previous pair's atomics)
  %cf.wo0 = freeze <8 x bfloat> %cf.o0
  %cf.wop0 = getelementptr inbounds bfloat, ptr addrspace(3) %do.nxt, i32 %cf.lo0
  store <8 x bfloat> %cf.wo0, ptr addrspace(3) %cf.wop0, align 16
  ; (lse2 made here, +inf for a row past len_q or whose lse is -inf, so the products take it
  ; as stored (t.lse2_store: the 8-wave tile, whose mix fences keep LLVM from moving this to
  ; the dQ atomics, and the tall tiles rocke's loop schedule orders). delta as loaded: a row
  ; past len_q has P 0)
  %cf.l2 = fmul float %cf.l, 0x3FF7154760000000
  %cf.fin = fcmp une float %cf.l2, 0xFFF0000000000000
  %cf.use = and i1 %cf.lv, %cf.fin
  %cf.lx = select i1 %cf.use, float %cf.l2, float 0x7FF0000000000000
  %cf.dx = freeze float %cf.d
  %cf.sp = getelementptr inbounds float, ptr addrspace(3) %lse.nxt, i32 %cf.tid
  store float %cf.lx, ptr addrspace(3) %cf.sp, align 4
  %cf.sd = getelementptr inbounds float, ptr addrspace(3) %dl.nxt, i32 %cf.tid
  store float %cf.dx, ptr addrspace(3) %cf.sd, align 4
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
  %sx.q0.p = getelementptr inbounds bfloat, ptr addrspace(3) %q.cur, i32 %sa.qa0
  %sx.q0.h = load <8 x bfloat>, ptr addrspace(3) %sx.q0.p, align 16

  %sx.o0.p = getelementptr inbounds bfloat, ptr addrspace(3) %do.cur, i32 %sa.qa0
  %sx.o0.h = load <8 x bfloat>, ptr addrspace(3) %sx.o0.p, align 16

  %s0.k0 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %sx.q0.h, <8 x bfloat> %kf0.0.h, <4 x float> %zacc4, i32 0, i32 0, i32 0)
  %s1.k0 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %sx.q0.h, <8 x bfloat> %kf1.0.h, <4 x float> %zacc4, i32 0, i32 0, i32 0)
  %s2.k0 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %sx.q0.h, <8 x bfloat> %kf2.0.h, <4 x float> %zacc4, i32 0, i32 0, i32 0)
  %s3.k0 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %sx.q0.h, <8 x bfloat> %kf3.0.h, <4 x float> %zacc4, i32 0, i32 0, i32 0)
  %sx.i1 = add i32 %sa.qa0, 32
  %sx.q1.p = getelementptr inbounds bfloat, ptr addrspace(3) %q.cur, i32 %sx.i1
  %sx.q1.h = load <8 x bfloat>, ptr addrspace(3) %sx.q1.p, align 16

  %sx.o1.p = getelementptr inbounds bfloat, ptr addrspace(3) %do.cur, i32 %sx.i1
  %sx.o1.h = load <8 x bfloat>, ptr addrspace(3) %sx.o1.p, align 16

  %s0.k1 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %sx.q1.h, <8 x bfloat> %kf0.1.h, <4 x float> %s0.k0, i32 0, i32 0, i32 0)
  %s1.k1 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %sx.q1.h, <8 x bfloat> %kf1.1.h, <4 x float> %s1.k0, i32 0, i32 0, i32 0)
  %s2.k1 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %sx.q1.h, <8 x bfloat> %kf2.1.h, <4 x float> %s2.k0, i32 0, i32 0, i32 0)
  %s3.k1 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %sx.q1.h, <8 x bfloat> %kf3.1.h, <4 x float> %s3.k0, i32 0, i32 0, i32 0)
  %sx.i2 = add i32 %sa.qa0, 64
  %sx.q2.p = getelementptr inbounds bfloat, ptr addrspace(3) %q.cur, i32 %sx.i2
  %sx.q2.h = load <8 x bfloat>, ptr addrspace(3) %sx.q2.p, align 16

  %sx.o2.p = getelementptr inbounds bfloat, ptr addrspace(3) %do.cur, i32 %sx.i2
  %sx.o2.h = load <8 x bfloat>, ptr addrspace(3) %sx.o2.p, align 16

  %s0.k2 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %sx.q2.h, <8 x bfloat> %kf0.2.h, <4 x float> %s0.k1, i32 0, i32 0, i32 0)
  %s1.k2 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %sx.q2.h, <8 x bfloat> %kf1.2.h, <4 x float> %s1.k1, i32 0, i32 0, i32 0)
  %s2.k2 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %sx.q2.h, <8 x bfloat> %kf2.2.h, <4 x float> %s2.k1, i32 0, i32 0, i32 0)
  %s3.k2 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %sx.q2.h, <8 x bfloat> %kf3.2.h, <4 x float> %s3.k1, i32 0, i32 0, i32 0)
  %sx.i3 = add i32 %sa.qa0, 96
  %sx.q3.p = getelementptr inbounds bfloat, ptr addrspace(3) %q.cur, i32 %sx.i3
  %sx.q3.h = load <8 x bfloat>, ptr addrspace(3) %sx.q3.p, align 16

  %sx.o3.p = getelementptr inbounds bfloat, ptr addrspace(3) %do.cur, i32 %sx.i3
  %sx.o3.h = load <8 x bfloat>, ptr addrspace(3) %sx.o3.p, align 16

  %s0.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %sx.q3.h, <8 x bfloat> %kf0.3.h, <4 x float> %s0.k2, i32 0, i32 0, i32 0)
  %s1.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %sx.q3.h, <8 x bfloat> %kf1.3.h, <4 x float> %s1.k2, i32 0, i32 0, i32 0)
  %s2.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %sx.q3.h, <8 x bfloat> %kf2.3.h, <4 x float> %s2.k2, i32 0, i32 0, i32 0)
  %s3.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %sx.q3.h, <8 x bfloat> %kf3.3.h, <4 x float> %s3.k2, i32 0, i32 0, i32 0)
  call void @llvm.amdgcn.sched.barrier(i32 0)
  %dp0.k0 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %sx.o0.h, <8 x bfloat> %vf0.0.h, <4 x float> %zacc4, i32 0, i32 0, i32 0)
  %dp1.k0 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %sx.o0.h, <8 x bfloat> %vf1.0.h, <4 x float> %zacc4, i32 0, i32 0, i32 0)
  %dp2.k0 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %sx.o0.h, <8 x bfloat> %vf2.0.h, <4 x float> %zacc4, i32 0, i32 0, i32 0)
  %dp3.k0 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %sx.o0.h, <8 x bfloat> %vf3.0.h, <4 x float> %zacc4, i32 0, i32 0, i32 0)
  %dp0.k1 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %sx.o1.h, <8 x bfloat> %vf0.1.h, <4 x float> %dp0.k0, i32 0, i32 0, i32 0)
  %dp1.k1 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %sx.o1.h, <8 x bfloat> %vf1.1.h, <4 x float> %dp1.k0, i32 0, i32 0, i32 0)
  %dp2.k1 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %sx.o1.h, <8 x bfloat> %vf2.1.h, <4 x float> %dp2.k0, i32 0, i32 0, i32 0)
  %dp3.k1 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %sx.o1.h, <8 x bfloat> %vf3.1.h, <4 x float> %dp3.k0, i32 0, i32 0, i32 0)
  %dp0.k2 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %sx.o2.h, <8 x bfloat> %vf0.2.h, <4 x float> %dp0.k1, i32 0, i32 0, i32 0)
  %dp1.k2 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %sx.o2.h, <8 x bfloat> %vf1.2.h, <4 x float> %dp1.k1, i32 0, i32 0, i32 0)
  %dp2.k2 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %sx.o2.h, <8 x bfloat> %vf2.2.h, <4 x float> %dp2.k1, i32 0, i32 0, i32 0)
  %dp3.k2 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %sx.o2.h, <8 x bfloat> %vf3.2.h, <4 x float> %dp3.k1, i32 0, i32 0, i32 0)
  %dp0.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %sx.o3.h, <8 x bfloat> %vf0.3.h, <4 x float> %dp0.k2, i32 0, i32 0, i32 0)
  %dp1.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %sx.o3.h, <8 x bfloat> %vf1.3.h, <4 x float> %dp1.k2, i32 0, i32 0, i32 0)
  %dp2.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %sx.o3.h, <8 x bfloat> %vf2.3.h, <4 x float> %dp2.k2, i32 0, i32 0, i32 0)
  %dp3.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %sx.o3.h, <8 x bfloat> %vf3.3.h, <4 x float> %dp3.k2, i32 0, i32 0, i32 0)
  ; P and dS of row 0 of this lane's column; a masked entry's exponent is forced to -inf
  %pd0.i0 = getelementptr inbounds float, ptr addrspace(3) %lse.cur, i32 %sa.row0.0
  %pd0.l0 = load float, ptr addrspace(3) %pd0.i0, align 4
  %pd0.di0 = getelementptr inbounds float, ptr addrspace(3) %dl.cur, i32 %sa.row0.0
  %pd0.dl0 = load float, ptr addrspace(3) %pd0.di0, align 4
  %pd0.s0 = extractelement <4 x float> %s0.acc, i32 0
  %pd0.dp0 = extractelement <4 x float> %dp0.acc, i32 0
  %pd0.nl0 = fneg float %pd0.l0
  ; P and dS of row 1 of this lane's column; a masked entry's exponent is forced to -inf
  %pd0.i1 = getelementptr inbounds float, ptr addrspace(3) %lse.cur, i32 %sa.row0.1
  %pd0.l1 = load float, ptr addrspace(3) %pd0.i1, align 4
  %pd0.di1 = getelementptr inbounds float, ptr addrspace(3) %dl.cur, i32 %sa.row0.1
  %pd0.dl1 = load float, ptr addrspace(3) %pd0.di1, align 4
  %pd0.s1 = extractelement <4 x float> %s0.acc, i32 1
  %pd0.dp1 = extractelement <4 x float> %dp0.acc, i32 1
  %pd0.nl1 = fneg float %pd0.l1
  ; P and dS of row 2 of this lane's column; a masked entry's exponent is forced to -inf
  %pd0.i2 = getelementptr inbounds float, ptr addrspace(3) %lse.cur, i32 %sa.row0.2
  %pd0.l2 = load float, ptr addrspace(3) %pd0.i2, align 4
  %pd0.di2 = getelementptr inbounds float, ptr addrspace(3) %dl.cur, i32 %sa.row0.2
  %pd0.dl2 = load float, ptr addrspace(3) %pd0.di2, align 4
  %pd0.s2 = extractelement <4 x float> %s0.acc, i32 2
  %pd0.dp2 = extractelement <4 x float> %dp0.acc, i32 2
  %pd0.nl2 = fneg float %pd0.l2
  ; P and dS of row 3 of this lane's column; a masked entry's exponent is forced to -inf
  %pd0.i3 = getelementptr inbounds float, ptr addrspace(3) %lse.cur, i32 %sa.row0.3
  %pd0.l3 = load float, ptr addrspace(3) %pd0.i3, align 4
  %pd0.di3 = getelementptr inbounds float, ptr addrspace(3) %dl.cur, i32 %sa.row0.3
  %pd0.dl3 = load float, ptr addrspace(3) %pd0.di3, align 4
  %pd0.s3 = extractelement <4 x float> %s0.acc, i32 3
  %pd0.dp3 = extractelement <4 x float> %dp0.acc, i32 3
  %pd0.nl3 = fneg float %pd0.l3
  %pd0.sp0 = shufflevector <4 x float> %s0.acc, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %pd0.np0.0 = insertelement <2 x float> poison, float %pd0.nl0, i32 0
  %pd0.np0 = insertelement <2 x float> %pd0.np0.0, float %pd0.nl1, i32 1
  %pd0.lp0.0 = insertelement <2 x float> poison, float %sl2, i32 0
  %pd0.lp0 = shufflevector <2 x float> %pd0.lp0.0, <2 x float> poison, <2 x i32> zeroinitializer
  %pd0.xq0 = call <2 x float> @llvm.fma.v2f32(<2 x float> %pd0.sp0, <2 x float> %pd0.lp0, <2 x float> %pd0.np0)
  %pd0.kb0.0 = insertelement <2 x float> poison, float %sa.kf0, i32 0
  %pd0.kb0 = shufflevector <2 x float> %pd0.kb0.0, <2 x float> poison, <2 x i32> zeroinitializer
  %pd0.xp0 = fadd <2 x float> %pd0.xq0, %pd0.kb0
  %pd0.x0 = extractelement <2 x float> %pd0.xp0, i32 0
  %pd0.0.p = call float @llvm.exp2.f32(float %pd0.x0)
  %pd0.x1 = extractelement <2 x float> %pd0.xp0, i32 1
  %pd0.1.p = call float @llvm.exp2.f32(float %pd0.x1)
  %pd0.dq0 = shufflevector <4 x float> %dp0.acc, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %pd0.lq0.0 = insertelement <2 x float> poison, float %pd0.dl0, i32 0
  %pd0.lq0 = insertelement <2 x float> %pd0.lq0.0, float %pd0.dl1, i32 1
  %pd0.ddp0 = fsub <2 x float> %pd0.dq0, %pd0.lq0
  %pd0.pp0.0 = insertelement <2 x float> poison, float %pd0.0.p, i32 0
  %pd0.pp0 = insertelement <2 x float> %pd0.pp0.0, float %pd0.1.p, i32 1
  %pd0.dsp0 = fmul <2 x float> %pd0.pp0, %pd0.ddp0
  %pd0.0.ds = extractelement <2 x float> %pd0.dsp0, i32 0
  %pd0.1.ds = extractelement <2 x float> %pd0.dsp0, i32 1

  %pd0.sp2 = shufflevector <4 x float> %s0.acc, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %pd0.np2.0 = insertelement <2 x float> poison, float %pd0.nl2, i32 0
  %pd0.np2 = insertelement <2 x float> %pd0.np2.0, float %pd0.nl3, i32 1
  %pd0.lp2.0 = insertelement <2 x float> poison, float %sl2, i32 0
  %pd0.lp2 = shufflevector <2 x float> %pd0.lp2.0, <2 x float> poison, <2 x i32> zeroinitializer
  %pd0.xq2 = call <2 x float> @llvm.fma.v2f32(<2 x float> %pd0.sp2, <2 x float> %pd0.lp2, <2 x float> %pd0.np2)
  %pd0.kb2.0 = insertelement <2 x float> poison, float %sa.kf0, i32 0
  %pd0.kb2 = shufflevector <2 x float> %pd0.kb2.0, <2 x float> poison, <2 x i32> zeroinitializer
  %pd0.xp2 = fadd <2 x float> %pd0.xq2, %pd0.kb2
  %pd0.x2 = extractelement <2 x float> %pd0.xp2, i32 0
  %pd0.2.p = call float @llvm.exp2.f32(float %pd0.x2)
  %pd0.x3 = extractelement <2 x float> %pd0.xp2, i32 1
  %pd0.3.p = call float @llvm.exp2.f32(float %pd0.x3)
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
  %ps0.sm0.0 = mul i32 %sa.row0.0, 264
  %ps0.so0.0 = add i32 %ps0.sm0.0, %sa.kr0
  %ps0.sq0.0 = getelementptr inbounds bfloat, ptr addrspace(3) @ds.lds, i32 %ps0.so0.0
  store bfloat %ps0.se0.0, ptr addrspace(3) %ps0.sq0.0, align 2
  %ps0.se0.1 = extractelement <4 x bfloat> %ps0.s0.h, i32 1
  %ps0.sm0.1 = mul i32 %sa.row0.1, 264
  %ps0.so0.1 = add i32 %ps0.sm0.1, %sa.kr0
  %ps0.sq0.1 = getelementptr inbounds bfloat, ptr addrspace(3) @ds.lds, i32 %ps0.so0.1
  store bfloat %ps0.se0.1, ptr addrspace(3) %ps0.sq0.1, align 2
  %ps0.se0.2 = extractelement <4 x bfloat> %ps0.s0.h, i32 2
  %ps0.sm0.2 = mul i32 %sa.row0.2, 264
  %ps0.so0.2 = add i32 %ps0.sm0.2, %sa.kr0
  %ps0.sq0.2 = getelementptr inbounds bfloat, ptr addrspace(3) @ds.lds, i32 %ps0.so0.2
  store bfloat %ps0.se0.2, ptr addrspace(3) %ps0.sq0.2, align 2
  %ps0.se0.3 = extractelement <4 x bfloat> %ps0.s0.h, i32 3
  %ps0.sm0.3 = mul i32 %sa.row0.3, 264
  %ps0.so0.3 = add i32 %ps0.sm0.3, %sa.kr0
  %ps0.sq0.3 = getelementptr inbounds bfloat, ptr addrspace(3) @ds.lds, i32 %ps0.so0.3
  store bfloat %ps0.se0.3, ptr addrspace(3) %ps0.sq0.3, align 2
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
  %pd1.xq0 = call <2 x float> @llvm.fma.v2f32(<2 x float> %pd1.sp0, <2 x float> %pd1.lp0, <2 x float> %pd1.np0)
  %pd1.kb0.0 = insertelement <2 x float> poison, float %sa.kf1, i32 0
  %pd1.kb0 = shufflevector <2 x float> %pd1.kb0.0, <2 x float> poison, <2 x i32> zeroinitializer
  %pd1.xp0 = fadd <2 x float> %pd1.xq0, %pd1.kb0
  %pd1.x0 = extractelement <2 x float> %pd1.xp0, i32 0
  %pd1.0.p = call float @llvm.exp2.f32(float %pd1.x0)
  %pd1.x1 = extractelement <2 x float> %pd1.xp0, i32 1
  %pd1.1.p = call float @llvm.exp2.f32(float %pd1.x1)
  %pd1.dq0 = shufflevector <4 x float> %dp1.acc, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %pd1.lq0.0 = insertelement <2 x float> poison, float %pd0.dl0, i32 0
  %pd1.lq0 = insertelement <2 x float> %pd1.lq0.0, float %pd0.dl1, i32 1
  %pd1.ddp0 = fsub <2 x float> %pd1.dq0, %pd1.lq0
  %pd1.pp0.0 = insertelement <2 x float> poison, float %pd1.0.p, i32 0
  %pd1.pp0 = insertelement <2 x float> %pd1.pp0.0, float %pd1.1.p, i32 1
  %pd1.dsp0 = fmul <2 x float> %pd1.pp0, %pd1.ddp0
  %pd1.0.ds = extractelement <2 x float> %pd1.dsp0, i32 0
  %pd1.1.ds = extractelement <2 x float> %pd1.dsp0, i32 1

  %pd1.sp2 = shufflevector <4 x float> %s1.acc, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %pd1.np2.0 = insertelement <2 x float> poison, float %pd0.nl2, i32 0
  %pd1.np2 = insertelement <2 x float> %pd1.np2.0, float %pd0.nl3, i32 1
  %pd1.lp2.0 = insertelement <2 x float> poison, float %sl2, i32 0
  %pd1.lp2 = shufflevector <2 x float> %pd1.lp2.0, <2 x float> poison, <2 x i32> zeroinitializer
  %pd1.xq2 = call <2 x float> @llvm.fma.v2f32(<2 x float> %pd1.sp2, <2 x float> %pd1.lp2, <2 x float> %pd1.np2)
  %pd1.kb2.0 = insertelement <2 x float> poison, float %sa.kf1, i32 0
  %pd1.kb2 = shufflevector <2 x float> %pd1.kb2.0, <2 x float> poison, <2 x i32> zeroinitializer
  %pd1.xp2 = fadd <2 x float> %pd1.xq2, %pd1.kb2
  %pd1.x2 = extractelement <2 x float> %pd1.xp2, i32 0
  %pd1.2.p = call float @llvm.exp2.f32(float %pd1.x2)
  %pd1.x3 = extractelement <2 x float> %pd1.xp2, i32 1
  %pd1.3.p = call float @llvm.exp2.f32(float %pd1.x3)
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
  %ps1.sm0.0 = mul i32 %sa.row1.0, 264
  %ps1.so0.0 = add i32 %ps1.sm0.0, %sa.kr1
  %ps1.sq0.0 = getelementptr inbounds bfloat, ptr addrspace(3) @ds.lds, i32 %ps1.so0.0
  store bfloat %ps1.se0.0, ptr addrspace(3) %ps1.sq0.0, align 2
  %ps1.se0.1 = extractelement <4 x bfloat> %ps1.s0.h, i32 1
  %ps1.sm0.1 = mul i32 %sa.row1.1, 264
  %ps1.so0.1 = add i32 %ps1.sm0.1, %sa.kr1
  %ps1.sq0.1 = getelementptr inbounds bfloat, ptr addrspace(3) @ds.lds, i32 %ps1.so0.1
  store bfloat %ps1.se0.1, ptr addrspace(3) %ps1.sq0.1, align 2
  %ps1.se0.2 = extractelement <4 x bfloat> %ps1.s0.h, i32 2
  %ps1.sm0.2 = mul i32 %sa.row1.2, 264
  %ps1.so0.2 = add i32 %ps1.sm0.2, %sa.kr1
  %ps1.sq0.2 = getelementptr inbounds bfloat, ptr addrspace(3) @ds.lds, i32 %ps1.so0.2
  store bfloat %ps1.se0.2, ptr addrspace(3) %ps1.sq0.2, align 2
  %ps1.se0.3 = extractelement <4 x bfloat> %ps1.s0.h, i32 3
  %ps1.sm0.3 = mul i32 %sa.row1.3, 264
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
  ; P and dS of row 0 of this lane's column; a masked entry's exponent is forced to -inf
  %pd2.s0 = extractelement <4 x float> %s2.acc, i32 0
  %pd2.dp0 = extractelement <4 x float> %dp2.acc, i32 0
  ; P and dS of row 1 of this lane's column; a masked entry's exponent is forced to -inf
  %pd2.s1 = extractelement <4 x float> %s2.acc, i32 1
  %pd2.dp1 = extractelement <4 x float> %dp2.acc, i32 1
  ; P and dS of row 2 of this lane's column; a masked entry's exponent is forced to -inf
  %pd2.s2 = extractelement <4 x float> %s2.acc, i32 2
  %pd2.dp2 = extractelement <4 x float> %dp2.acc, i32 2
  ; P and dS of row 3 of this lane's column; a masked entry's exponent is forced to -inf
  %pd2.s3 = extractelement <4 x float> %s2.acc, i32 3
  %pd2.dp3 = extractelement <4 x float> %dp2.acc, i32 3
  %pd2.sp0 = shufflevector <4 x float> %s2.acc, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %pd2.np0.0 = insertelement <2 x float> poison, float %pd0.nl0, i32 0
  %pd2.np0 = insertelement <2 x float> %pd2.np0.0, float %pd0.nl1, i32 1
  %pd2.lp0.0 = insertelement <2 x float> poison, float %sl2, i32 0
  %pd2.lp0 = shufflevector <2 x float> %pd2.lp0.0, <2 x float> poison, <2 x i32> zeroinitializer
  %pd2.xq0 = call <2 x float> @llvm.fma.v2f32(<2 x float> %pd2.sp0, <2 x float> %pd2.lp0, <2 x float> %pd2.np0)
  %pd2.kb0.0 = insertelement <2 x float> poison, float %sa.kf2, i32 0
  %pd2.kb0 = shufflevector <2 x float> %pd2.kb0.0, <2 x float> poison, <2 x i32> zeroinitializer
  %pd2.xp0 = fadd <2 x float> %pd2.xq0, %pd2.kb0
  %pd2.x0 = extractelement <2 x float> %pd2.xp0, i32 0
  %pd2.0.p = call float @llvm.exp2.f32(float %pd2.x0)
  %pd2.x1 = extractelement <2 x float> %pd2.xp0, i32 1
  %pd2.1.p = call float @llvm.exp2.f32(float %pd2.x1)
  %pd2.dq0 = shufflevector <4 x float> %dp2.acc, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %pd2.lq0.0 = insertelement <2 x float> poison, float %pd0.dl0, i32 0
  %pd2.lq0 = insertelement <2 x float> %pd2.lq0.0, float %pd0.dl1, i32 1
  %pd2.ddp0 = fsub <2 x float> %pd2.dq0, %pd2.lq0
  %pd2.pp0.0 = insertelement <2 x float> poison, float %pd2.0.p, i32 0
  %pd2.pp0 = insertelement <2 x float> %pd2.pp0.0, float %pd2.1.p, i32 1
  %pd2.dsp0 = fmul <2 x float> %pd2.pp0, %pd2.ddp0
  %pd2.0.ds = extractelement <2 x float> %pd2.dsp0, i32 0
  %pd2.1.ds = extractelement <2 x float> %pd2.dsp0, i32 1

  %pd2.sp2 = shufflevector <4 x float> %s2.acc, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %pd2.np2.0 = insertelement <2 x float> poison, float %pd0.nl2, i32 0
  %pd2.np2 = insertelement <2 x float> %pd2.np2.0, float %pd0.nl3, i32 1
  %pd2.lp2.0 = insertelement <2 x float> poison, float %sl2, i32 0
  %pd2.lp2 = shufflevector <2 x float> %pd2.lp2.0, <2 x float> poison, <2 x i32> zeroinitializer
  %pd2.xq2 = call <2 x float> @llvm.fma.v2f32(<2 x float> %pd2.sp2, <2 x float> %pd2.lp2, <2 x float> %pd2.np2)
  %pd2.kb2.0 = insertelement <2 x float> poison, float %sa.kf2, i32 0
  %pd2.kb2 = shufflevector <2 x float> %pd2.kb2.0, <2 x float> poison, <2 x i32> zeroinitializer
  %pd2.xp2 = fadd <2 x float> %pd2.xq2, %pd2.kb2
  %pd2.x2 = extractelement <2 x float> %pd2.xp2, i32 0
  %pd2.2.p = call float @llvm.exp2.f32(float %pd2.x2)
  %pd2.x3 = extractelement <2 x float> %pd2.xp2, i32 1
  %pd2.3.p = call float @llvm.exp2.f32(float %pd2.x3)
  %pd2.dq2 = shufflevector <4 x float> %dp2.acc, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %pd2.lq2.0 = insertelement <2 x float> poison, float %pd0.dl2, i32 0
  %pd2.lq2 = insertelement <2 x float> %pd2.lq2.0, float %pd0.dl3, i32 1
  %pd2.ddp2 = fsub <2 x float> %pd2.dq2, %pd2.lq2
  %pd2.pp2.0 = insertelement <2 x float> poison, float %pd2.2.p, i32 0
  %pd2.pp2 = insertelement <2 x float> %pd2.pp2.0, float %pd2.3.p, i32 1
  %pd2.dsp2 = fmul <2 x float> %pd2.pp2, %pd2.ddp2
  %pd2.2.ds = extractelement <2 x float> %pd2.dsp2, i32 0
  %pd2.3.ds = extractelement <2 x float> %pd2.dsp2, i32 1

  ; P and dS rounded to bfloat: 4 consecutive rows of column kr, one 8-byte store each
  %ps2.o0 = add i32 %sa.pt2, %sa.row2.0
  %ps2.p0.0 = insertelement <4 x float> poison, float %pd2.0.p, i32 0
  %ps2.p0.1 = insertelement <4 x float> %ps2.p0.0, float %pd2.1.p, i32 1
  %ps2.p0.2 = insertelement <4 x float> %ps2.p0.1, float %pd2.2.p, i32 2
  %ps2.p0.3 = insertelement <4 x float> %ps2.p0.2, float %pd2.3.p, i32 3
  %ps2.p0.l2 = shufflevector <4 x float> %ps2.p0.3, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %ps2.p0.h2 = shufflevector <4 x float> %ps2.p0.3, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %ps2.p0.lt = fptrunc <2 x float> %ps2.p0.l2 to <2 x bfloat>
  %ps2.p0.ht = fptrunc <2 x float> %ps2.p0.h2 to <2 x bfloat>
  %ps2.p0.h = shufflevector <2 x bfloat> %ps2.p0.lt, <2 x bfloat> %ps2.p0.ht, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %ps2.s0.0 = insertelement <4 x float> poison, float %pd2.0.ds, i32 0
  %ps2.s0.1 = insertelement <4 x float> %ps2.s0.0, float %pd2.1.ds, i32 1
  %ps2.s0.2 = insertelement <4 x float> %ps2.s0.1, float %pd2.2.ds, i32 2
  %ps2.s0.3 = insertelement <4 x float> %ps2.s0.2, float %pd2.3.ds, i32 3
  %ps2.s0.l2 = shufflevector <4 x float> %ps2.s0.3, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %ps2.s0.h2 = shufflevector <4 x float> %ps2.s0.3, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %ps2.s0.lt = fptrunc <2 x float> %ps2.s0.l2 to <2 x bfloat>
  %ps2.s0.ht = fptrunc <2 x float> %ps2.s0.h2 to <2 x bfloat>
  %ps2.s0.h = shufflevector <2 x bfloat> %ps2.s0.lt, <2 x bfloat> %ps2.s0.ht, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  ; (P stays in registers: the D layout of this 16x16 block, lane = key, 4 consecutive Q rows
  ; per lane group, is the A layout of dV's 16x16x16 over those 16 rows)
  ; dS row-major for dQ: this lane's 4 rows of column kr, one 2-byte store each (4 stores
  ; here against 4 two-byte reads per dQ fragment with dS^T)
  %ps2.se0.0 = extractelement <4 x bfloat> %ps2.s0.h, i32 0
  %ps2.sm0.0 = mul i32 %sa.row2.0, 264
  %ps2.so0.0 = add i32 %ps2.sm0.0, %sa.kr2
  %ps2.sq0.0 = getelementptr inbounds bfloat, ptr addrspace(3) @ds.lds, i32 %ps2.so0.0
  store bfloat %ps2.se0.0, ptr addrspace(3) %ps2.sq0.0, align 2
  %ps2.se0.1 = extractelement <4 x bfloat> %ps2.s0.h, i32 1
  %ps2.sm0.1 = mul i32 %sa.row2.1, 264
  %ps2.so0.1 = add i32 %ps2.sm0.1, %sa.kr2
  %ps2.sq0.1 = getelementptr inbounds bfloat, ptr addrspace(3) @ds.lds, i32 %ps2.so0.1
  store bfloat %ps2.se0.1, ptr addrspace(3) %ps2.sq0.1, align 2
  %ps2.se0.2 = extractelement <4 x bfloat> %ps2.s0.h, i32 2
  %ps2.sm0.2 = mul i32 %sa.row2.2, 264
  %ps2.so0.2 = add i32 %ps2.sm0.2, %sa.kr2
  %ps2.sq0.2 = getelementptr inbounds bfloat, ptr addrspace(3) @ds.lds, i32 %ps2.so0.2
  store bfloat %ps2.se0.2, ptr addrspace(3) %ps2.sq0.2, align 2
  %ps2.se0.3 = extractelement <4 x bfloat> %ps2.s0.h, i32 3
  %ps2.sm0.3 = mul i32 %sa.row2.3, 264
  %ps2.so0.3 = add i32 %ps2.sm0.3, %sa.kr2
  %ps2.sq0.3 = getelementptr inbounds bfloat, ptr addrspace(3) @ds.lds, i32 %ps2.so0.3
  store bfloat %ps2.se0.3, ptr addrspace(3) %ps2.sq0.3, align 2
  ; P and dS of row 0 of this lane's column; a masked entry's exponent is forced to -inf
  %pd3.s0 = extractelement <4 x float> %s3.acc, i32 0
  %pd3.dp0 = extractelement <4 x float> %dp3.acc, i32 0
  ; P and dS of row 1 of this lane's column; a masked entry's exponent is forced to -inf
  %pd3.s1 = extractelement <4 x float> %s3.acc, i32 1
  %pd3.dp1 = extractelement <4 x float> %dp3.acc, i32 1
  ; P and dS of row 2 of this lane's column; a masked entry's exponent is forced to -inf
  %pd3.s2 = extractelement <4 x float> %s3.acc, i32 2
  %pd3.dp2 = extractelement <4 x float> %dp3.acc, i32 2
  ; P and dS of row 3 of this lane's column; a masked entry's exponent is forced to -inf
  %pd3.s3 = extractelement <4 x float> %s3.acc, i32 3
  %pd3.dp3 = extractelement <4 x float> %dp3.acc, i32 3
  %pd3.sp0 = shufflevector <4 x float> %s3.acc, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %pd3.np0.0 = insertelement <2 x float> poison, float %pd0.nl0, i32 0
  %pd3.np0 = insertelement <2 x float> %pd3.np0.0, float %pd0.nl1, i32 1
  %pd3.lp0.0 = insertelement <2 x float> poison, float %sl2, i32 0
  %pd3.lp0 = shufflevector <2 x float> %pd3.lp0.0, <2 x float> poison, <2 x i32> zeroinitializer
  %pd3.xq0 = call <2 x float> @llvm.fma.v2f32(<2 x float> %pd3.sp0, <2 x float> %pd3.lp0, <2 x float> %pd3.np0)
  %pd3.kb0.0 = insertelement <2 x float> poison, float %sa.kf3, i32 0
  %pd3.kb0 = shufflevector <2 x float> %pd3.kb0.0, <2 x float> poison, <2 x i32> zeroinitializer
  %pd3.xp0 = fadd <2 x float> %pd3.xq0, %pd3.kb0
  %pd3.x0 = extractelement <2 x float> %pd3.xp0, i32 0
  %pd3.0.p = call float @llvm.exp2.f32(float %pd3.x0)
  %pd3.x1 = extractelement <2 x float> %pd3.xp0, i32 1
  %pd3.1.p = call float @llvm.exp2.f32(float %pd3.x1)
  %pd3.dq0 = shufflevector <4 x float> %dp3.acc, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %pd3.lq0.0 = insertelement <2 x float> poison, float %pd0.dl0, i32 0
  %pd3.lq0 = insertelement <2 x float> %pd3.lq0.0, float %pd0.dl1, i32 1
  %pd3.ddp0 = fsub <2 x float> %pd3.dq0, %pd3.lq0
  %pd3.pp0.0 = insertelement <2 x float> poison, float %pd3.0.p, i32 0
  %pd3.pp0 = insertelement <2 x float> %pd3.pp0.0, float %pd3.1.p, i32 1
  %pd3.dsp0 = fmul <2 x float> %pd3.pp0, %pd3.ddp0
  %pd3.0.ds = extractelement <2 x float> %pd3.dsp0, i32 0
  %pd3.1.ds = extractelement <2 x float> %pd3.dsp0, i32 1

  %pd3.sp2 = shufflevector <4 x float> %s3.acc, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %pd3.np2.0 = insertelement <2 x float> poison, float %pd0.nl2, i32 0
  %pd3.np2 = insertelement <2 x float> %pd3.np2.0, float %pd0.nl3, i32 1
  %pd3.lp2.0 = insertelement <2 x float> poison, float %sl2, i32 0
  %pd3.lp2 = shufflevector <2 x float> %pd3.lp2.0, <2 x float> poison, <2 x i32> zeroinitializer
  %pd3.xq2 = call <2 x float> @llvm.fma.v2f32(<2 x float> %pd3.sp2, <2 x float> %pd3.lp2, <2 x float> %pd3.np2)
  %pd3.kb2.0 = insertelement <2 x float> poison, float %sa.kf3, i32 0
  %pd3.kb2 = shufflevector <2 x float> %pd3.kb2.0, <2 x float> poison, <2 x i32> zeroinitializer
  %pd3.xp2 = fadd <2 x float> %pd3.xq2, %pd3.kb2
  %pd3.x2 = extractelement <2 x float> %pd3.xp2, i32 0
  %pd3.2.p = call float @llvm.exp2.f32(float %pd3.x2)
  %pd3.x3 = extractelement <2 x float> %pd3.xp2, i32 1
  %pd3.3.p = call float @llvm.exp2.f32(float %pd3.x3)
  %pd3.dq2 = shufflevector <4 x float> %dp3.acc, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %pd3.lq2.0 = insertelement <2 x float> poison, float %pd0.dl2, i32 0
  %pd3.lq2 = insertelement <2 x float> %pd3.lq2.0, float %pd0.dl3, i32 1
  %pd3.ddp2 = fsub <2 x float> %pd3.dq2, %pd3.lq2
  %pd3.pp2.0 = insertelement <2 x float> poison, float %pd3.2.p, i32 0
  %pd3.pp2 = insertelement <2 x float> %pd3.pp2.0, float %pd3.3.p, i32 1
  %pd3.dsp2 = fmul <2 x float> %pd3.pp2, %pd3.ddp2
  %pd3.2.ds = extractelement <2 x float> %pd3.dsp2, i32 0
  %pd3.3.ds = extractelement <2 x float> %pd3.dsp2, i32 1

  ; P and dS rounded to bfloat: 4 consecutive rows of column kr, one 8-byte store each
  %ps3.o0 = add i32 %sa.pt3, %sa.row3.0
  %ps3.p0.0 = insertelement <4 x float> poison, float %pd3.0.p, i32 0
  %ps3.p0.1 = insertelement <4 x float> %ps3.p0.0, float %pd3.1.p, i32 1
  %ps3.p0.2 = insertelement <4 x float> %ps3.p0.1, float %pd3.2.p, i32 2
  %ps3.p0.3 = insertelement <4 x float> %ps3.p0.2, float %pd3.3.p, i32 3
  %ps3.p0.l2 = shufflevector <4 x float> %ps3.p0.3, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %ps3.p0.h2 = shufflevector <4 x float> %ps3.p0.3, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %ps3.p0.lt = fptrunc <2 x float> %ps3.p0.l2 to <2 x bfloat>
  %ps3.p0.ht = fptrunc <2 x float> %ps3.p0.h2 to <2 x bfloat>
  %ps3.p0.h = shufflevector <2 x bfloat> %ps3.p0.lt, <2 x bfloat> %ps3.p0.ht, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %ps3.s0.0 = insertelement <4 x float> poison, float %pd3.0.ds, i32 0
  %ps3.s0.1 = insertelement <4 x float> %ps3.s0.0, float %pd3.1.ds, i32 1
  %ps3.s0.2 = insertelement <4 x float> %ps3.s0.1, float %pd3.2.ds, i32 2
  %ps3.s0.3 = insertelement <4 x float> %ps3.s0.2, float %pd3.3.ds, i32 3
  %ps3.s0.l2 = shufflevector <4 x float> %ps3.s0.3, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %ps3.s0.h2 = shufflevector <4 x float> %ps3.s0.3, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %ps3.s0.lt = fptrunc <2 x float> %ps3.s0.l2 to <2 x bfloat>
  %ps3.s0.ht = fptrunc <2 x float> %ps3.s0.h2 to <2 x bfloat>
  %ps3.s0.h = shufflevector <2 x bfloat> %ps3.s0.lt, <2 x bfloat> %ps3.s0.ht, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  ; (P stays in registers: the D layout of this 16x16 block, lane = key, 4 consecutive Q rows
  ; per lane group, is the A layout of dV's 16x16x16 over those 16 rows)
  ; dS row-major for dQ: this lane's 4 rows of column kr, one 2-byte store each (4 stores
  ; here against 4 two-byte reads per dQ fragment with dS^T)
  %ps3.se0.0 = extractelement <4 x bfloat> %ps3.s0.h, i32 0
  %ps3.sm0.0 = mul i32 %sa.row3.0, 264
  %ps3.so0.0 = add i32 %ps3.sm0.0, %sa.kr3
  %ps3.sq0.0 = getelementptr inbounds bfloat, ptr addrspace(3) @ds.lds, i32 %ps3.so0.0
  store bfloat %ps3.se0.0, ptr addrspace(3) %ps3.sq0.0, align 2
  %ps3.se0.1 = extractelement <4 x bfloat> %ps3.s0.h, i32 1
  %ps3.sm0.1 = mul i32 %sa.row3.1, 264
  %ps3.so0.1 = add i32 %ps3.sm0.1, %sa.kr3
  %ps3.sq0.1 = getelementptr inbounds bfloat, ptr addrspace(3) @ds.lds, i32 %ps3.so0.1
  store bfloat %ps3.se0.1, ptr addrspace(3) %ps3.sq0.1, align 2
  %ps3.se0.2 = extractelement <4 x bfloat> %ps3.s0.h, i32 2
  %ps3.sm0.2 = mul i32 %sa.row3.2, 264
  %ps3.so0.2 = add i32 %ps3.sm0.2, %sa.kr3
  %ps3.sq0.2 = getelementptr inbounds bfloat, ptr addrspace(3) @ds.lds, i32 %ps3.so0.2
  store bfloat %ps3.se0.2, ptr addrspace(3) %ps3.sq0.2, align 2
  %ps3.se0.3 = extractelement <4 x bfloat> %ps3.s0.h, i32 3
  %ps3.sm0.3 = mul i32 %sa.row3.3, 264
  %ps3.so0.3 = add i32 %ps3.sm0.3, %sa.kr3
  %ps3.sq0.3 = getelementptr inbounds bfloat, ptr addrspace(3) @ds.lds, i32 %ps3.so0.3
  store bfloat %ps3.se0.3, ptr addrspace(3) %ps3.sq0.3, align 2
  ; dV's and dK's A fragments of key rows 32..+31 (32x32x16: lane l holds key l mod 32,
  ; rows 8 (l div 32)..+7): S blocks 2 and 3 hold them 4 rows a lane group; one
  ; v_permlane16_swap_b32 a register pair gives lanes 16-31 (48-63) block 3's rows of group 0
  ; (2) and lanes 0-15 (32-47) block 2's rows of group 1 (3)
  %pw1.pb0 = bitcast <4 x bfloat> %ps2.p0.h to <2 x i32>
  %pw1.pb1 = bitcast <4 x bfloat> %ps3.p0.h to <2 x i32>
  %pw1.pl0 = extractelement <2 x i32> %pw1.pb0, i32 0
  %pw1.ph0 = extractelement <2 x i32> %pw1.pb1, i32 0
  %pw1.pw0 = call { i32, i32 } @llvm.amdgcn.permlane16.swap(i32 %pw1.pl0, i32 %pw1.ph0, i1 false, i1 false)
  %pw1.pe0 = extractvalue { i32, i32 } %pw1.pw0, 0
  %pw1.po0 = extractvalue { i32, i32 } %pw1.pw0, 1
  %pw1.pl1 = extractelement <2 x i32> %pw1.pb0, i32 1
  %pw1.ph1 = extractelement <2 x i32> %pw1.pb1, i32 1
  %pw1.pw1 = call { i32, i32 } @llvm.amdgcn.permlane16.swap(i32 %pw1.pl1, i32 %pw1.ph1, i1 false, i1 false)
  %pw1.pe1 = extractvalue { i32, i32 } %pw1.pw1, 0
  %pw1.po1 = extractvalue { i32, i32 } %pw1.pw1, 1
  %pw1.pv0 = insertelement <4 x i32> poison, i32 %pw1.pe0, i32 0
  %pw1.pv1 = insertelement <4 x i32> %pw1.pv0, i32 %pw1.pe1, i32 1
  %pw1.pv2 = insertelement <4 x i32> %pw1.pv1, i32 %pw1.po0, i32 2
  %pw1.pv3 = insertelement <4 x i32> %pw1.pv2, i32 %pw1.po1, i32 3
  %pw1.pa = bitcast <4 x i32> %pw1.pv3 to <8 x bfloat>
  %pw1.sb0 = bitcast <4 x bfloat> %ps2.s0.h to <2 x i32>
  %pw1.sb1 = bitcast <4 x bfloat> %ps3.s0.h to <2 x i32>
  %pw1.sl0 = extractelement <2 x i32> %pw1.sb0, i32 0
  %pw1.sh0 = extractelement <2 x i32> %pw1.sb1, i32 0
  %pw1.sw0 = call { i32, i32 } @llvm.amdgcn.permlane16.swap(i32 %pw1.sl0, i32 %pw1.sh0, i1 false, i1 false)
  %pw1.se0 = extractvalue { i32, i32 } %pw1.sw0, 0
  %pw1.so0 = extractvalue { i32, i32 } %pw1.sw0, 1
  %pw1.sl1 = extractelement <2 x i32> %pw1.sb0, i32 1
  %pw1.sh1 = extractelement <2 x i32> %pw1.sb1, i32 1
  %pw1.sw1 = call { i32, i32 } @llvm.amdgcn.permlane16.swap(i32 %pw1.sl1, i32 %pw1.sh1, i1 false, i1 false)
  %pw1.se1 = extractvalue { i32, i32 } %pw1.sw1, 0
  %pw1.so1 = extractvalue { i32, i32 } %pw1.sw1, 1
  %pw1.sv0 = insertelement <4 x i32> poison, i32 %pw1.se0, i32 0
  %pw1.sv1 = insertelement <4 x i32> %pw1.sv0, i32 %pw1.se1, i32 1
  %pw1.sv2 = insertelement <4 x i32> %pw1.sv1, i32 %pw1.so0, i32 2
  %pw1.sv3 = insertelement <4 x i32> %pw1.sv2, i32 %pw1.so1, i32 3
  %pw1.sa = bitcast <4 x i32> %pw1.sv3 to <8 x bfloat>
  ; every column's dV before the dS barrier (it reads P, no wave's dS), dK's after it
  ; two transposing reads, k 0-3 and 4-7 of this lane's column: %tr.d136 moves the
  ; lane from its column to its place in its 16-lane group's 4x16 row-major tile
  %tb.o0.t0 = add i32 %kb.tb, 0
  %tb.o0.p0 = getelementptr inbounds bfloat, ptr addrspace(3) %do.cur, i32 %tb.o0.t0
  %tb.o0.lo = call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) %tb.o0.p0)
  %tb.o0.t1 = add i32 %kb.tb, 544
  %tb.o0.p1 = getelementptr inbounds bfloat, ptr addrspace(3) %do.cur, i32 %tb.o0.t1
  %tb.o0.hi = call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) %tb.o0.p1)
  %tb.o0.h = shufflevector <4 x bfloat> %tb.o0.lo, <4 x bfloat> %tb.o0.hi, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  ; two transposing reads, k 0-3 and 4-7 of this lane's column: %tr.d136 moves the
  ; lane from its column to its place in its 16-lane group's 4x16 row-major tile
  %tb.o1.t0 = add i32 %kb.tb, 32
  %tb.o1.p0 = getelementptr inbounds bfloat, ptr addrspace(3) %do.cur, i32 %tb.o1.t0
  %tb.o1.lo = call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) %tb.o1.p0)
  %tb.o1.t1 = add i32 %kb.tb, 576
  %tb.o1.p1 = getelementptr inbounds bfloat, ptr addrspace(3) %do.cur, i32 %tb.o1.t1
  %tb.o1.hi = call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) %tb.o1.p1)
  %tb.o1.h = shufflevector <4 x bfloat> %tb.o1.lo, <4 x bfloat> %tb.o1.hi, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  ; two transposing reads, k 0-3 and 4-7 of this lane's column: %tr.d136 moves the
  ; lane from its column to its place in its 16-lane group's 4x16 row-major tile
  %tb.o2.t0 = add i32 %kb.tb, 64
  %tb.o2.p0 = getelementptr inbounds bfloat, ptr addrspace(3) %do.cur, i32 %tb.o2.t0
  %tb.o2.lo = call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) %tb.o2.p0)
  %tb.o2.t1 = add i32 %kb.tb, 608
  %tb.o2.p1 = getelementptr inbounds bfloat, ptr addrspace(3) %do.cur, i32 %tb.o2.t1
  %tb.o2.hi = call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) %tb.o2.p1)
  %tb.o2.h = shufflevector <4 x bfloat> %tb.o2.lo, <4 x bfloat> %tb.o2.hi, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  ; two transposing reads, k 0-3 and 4-7 of this lane's column: %tr.d136 moves the
  ; lane from its column to its place in its 16-lane group's 4x16 row-major tile
  %tb.o3.t0 = add i32 %kb.tb, 96
  %tb.o3.p0 = getelementptr inbounds bfloat, ptr addrspace(3) %do.cur, i32 %tb.o3.t0
  %tb.o3.lo = call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) %tb.o3.p0)
  %tb.o3.t1 = add i32 %kb.tb, 640
  %tb.o3.p1 = getelementptr inbounds bfloat, ptr addrspace(3) %do.cur, i32 %tb.o3.t1
  %tb.o3.hi = call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) %tb.o3.p1)
  %tb.o3.h = shufflevector <4 x bfloat> %tb.o3.lo, <4 x bfloat> %tb.o3.hi, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %dv0.acc = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.bf16(<8 x bfloat> %pw0.pa, <8 x bfloat> %tb.o0.h, <16 x float> %qt.dv0, i32 0, i32 0, i32 0)
  %dv4.acc = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.bf16(<8 x bfloat> %pw1.pa, <8 x bfloat> %tb.o0.h, <16 x float> %qt.dv4, i32 0, i32 0, i32 0)
  %dv1.acc = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.bf16(<8 x bfloat> %pw0.pa, <8 x bfloat> %tb.o1.h, <16 x float> %qt.dv1, i32 0, i32 0, i32 0)
  %dv5.acc = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.bf16(<8 x bfloat> %pw1.pa, <8 x bfloat> %tb.o1.h, <16 x float> %qt.dv5, i32 0, i32 0, i32 0)
  %dv2.acc = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.bf16(<8 x bfloat> %pw0.pa, <8 x bfloat> %tb.o2.h, <16 x float> %qt.dv2, i32 0, i32 0, i32 0)
  %dv6.acc = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.bf16(<8 x bfloat> %pw1.pa, <8 x bfloat> %tb.o2.h, <16 x float> %qt.dv6, i32 0, i32 0, i32 0)
  %dv3.acc = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.bf16(<8 x bfloat> %pw0.pa, <8 x bfloat> %tb.o3.h, <16 x float> %qt.dv3, i32 0, i32 0, i32 0)
  %dv7.acc = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.bf16(<8 x bfloat> %pw1.pa, <8 x bfloat> %tb.o3.h, <16 x float> %qt.dv7, i32 0, i32 0, i32 0)
  ; how LLVM interleaves this region: dP's MFMAs beside P's exponentials, dV's beside dS's
  ; arithmetic and stores (kvs.amd_groups)
  call void @llvm.amdgcn.sched.group.barrier(i32 8, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 1024, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 2, i32 3, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 8, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 1024, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 2, i32 3, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 8, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 1024, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 2, i32 3, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 8, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 1024, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 2, i32 3, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 8, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 1024, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 2, i32 3, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 8, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 1024, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 2, i32 3, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 8, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 1024, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 2, i32 3, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 8, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 1024, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 2, i32 3, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 8, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 1024, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 2, i32 3, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 8, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 1024, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 2, i32 3, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 8, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 1024, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 2, i32 3, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 8, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 1024, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 2, i32 3, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 8, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 1024, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 2, i32 3, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 8, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 1024, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 2, i32 3, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 8, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 1024, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 2, i32 3, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 8, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 1024, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 2, i32 3, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 8, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 2, i32 3, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 512, i32 2, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 8, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 2, i32 3, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 512, i32 2, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 8, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 2, i32 3, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 512, i32 2, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 8, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 2, i32 3, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 512, i32 2, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 8, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 2, i32 3, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 512, i32 2, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 8, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 2, i32 3, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 512, i32 2, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 8, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 2, i32 3, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 512, i32 2, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 8, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 2, i32 3, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 512, i32 2, i32 0)
  fence syncscope("workgroup") release, !mmra !2
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire, !mmra !2
  ; the next pair's tiles into registers (they go to LDS after this pair's last barrier): in
  ; flight behind this pair's dQ, dV and dK products and its atomics (vmcnt is in order, and
  ; the barriers wait for LDS only: the wait for these loads does not wait for the atomics
  ; issued after them). Here, not at the top of the pair: S and dP are dead, the prefetch adds
  ; no registers at the peak
  %nf.last = sub i32 %q.len, 1
  ; (t.pf_saddr) the step's first row as a scalar base, Q's for the waves that load Q and
  ; dO's for those that load dO (a wave loads one or the other: %pf.his), each work-item's row
  ; and column a 32-bit byte offset from it (the loads' SGPR base form). lse and delta the same
  %nf.ll = sub i32 %nf.last, %n2.m0
  %nf.t0 = add i32 %q.tok0, %n2.m0
  %nf.g.r64 = sext i32 %nf.t0 to i64
  %nf.g.h64 = sext i32 %num_heads_q to i64
  %nf.g.hh64 = sext i32 %n2.hq to i64
  %nf.g.rh = mul nsw i64 %nf.g.r64, %nf.g.h64
  %nf.g.rhh = add nsw i64 %nf.g.rh, %nf.g.hh64
  %nf.g.base = mul i64 %nf.g.rhh, 128
  %nf.sq = getelementptr inbounds bfloat, ptr addrspace(1) %q, i64 %nf.g.base
  %nf.so = getelementptr inbounds bfloat, ptr addrspace(1) %dout, i64 %nf.g.base
  %nf.c0 = call i32 @llvm.umin.i32(i32 %pf.r0, i32 %nf.ll)
  %nf.rb0 = mul i32 %nf.c0, %pf.rsb
  %nf.ob0 = add i32 %nf.rb0, %pf.cb0
  %nf.oz0 = zext i32 %nf.ob0 to i64
  %nf.qp0 = getelementptr inbounds i8, ptr addrspace(1) %nf.sq, i64 %nf.oz0
  %nf.q0 = load <8 x bfloat>, ptr addrspace(1) %nf.qp0, align 16
  %nf.op0 = getelementptr inbounds i8, ptr addrspace(1) %nf.so, i64 %nf.oz0
  %nf.o0 = load <8 x bfloat>, ptr addrspace(1) %nf.op0, align 16
  %nf.ls = add i32 %n2.m0, %lt.row
  %nf.lv = icmp slt i32 %nf.ls, %q.len
  %nf.lr = call i32 @llvm.umin.i32(i32 %lt.row, i32 %nf.ll)
  %nf.lm = add i32 %n2.m0, 0
  %nf.li.r64 = sext i32 %nf.lm to i64
  %nf.li = add nsw i64 %n2.lb, %nf.li.r64
  %nf.li.lp = getelementptr inbounds float, ptr addrspace(1) %lse, i64 %nf.li
  %nf.li.dp = getelementptr inbounds float, ptr addrspace(1) %delta, i64 %nf.li

  %nf.lz = zext i32 %nf.lr to i64
  %nf.lq = getelementptr inbounds float, ptr addrspace(1) %nf.li.lp, i64 %nf.lz
  %nf.dq = getelementptr inbounds float, ptr addrspace(1) %nf.li.dp, i64 %nf.lz
  %nf.l = load float, ptr addrspace(1) %nf.lq, align 4
  %nf.d = load float, ptr addrspace(1) %nf.dq, align 4
  ; into the fp32 workspace. A row past len_q is outside the step's buffer resource (its
  ; records end with the last valid row): the hardware drops its atomic (no branch, no mask).
  ; element offset = (first row of the sequence * Hq + hq) * D + row * Hq * D + column
  %aw.last = sub i32 %q.len, 1
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
  %aw.c4.1 = shl i32 %qc.bc1.l, 2
  ; (buf: the step's rows as a buffer resource from that base, its records the bytes through
  ; row min(len_q - 1 - m0, 15): an atomic at a row past len_q is out of range
  ; and the hardware drops it, the guard's bound with no select an atomic)
  %aw.nl = call i32 @llvm.smin.i32(i32 %aw.lastl, i32 15)
  %aw.nb = mul i32 %aw.nl, %aw.rb
  %aw.nr = add i32 %aw.nb, 512
  %aw.rsrc.pi = ptrtoint ptr addrspace(1) %aw.sb to i64
  %aw.rsrc.lo = trunc i64 %aw.rsrc.pi to i32
  %aw.rsrc.hs = lshr i64 %aw.rsrc.pi, 32
  %aw.rsrc.hi = trunc i64 %aw.rsrc.hs to i32
  %aw.rsrc.w2.0 = insertelement <4 x i32> poison, i32 %aw.nr, i32 2
  %aw.rsrc.w2.1 = insertelement <4 x i32> %aw.rsrc.w2.0, i32 131072, i32 3
  %aw.rsrc.w0 = insertelement <4 x i32> %aw.rsrc.w2.1, i32 %aw.rsrc.lo, i32 0
  %aw.rsrc.w2 = insertelement <4 x i32> %aw.rsrc.w0, i32 %aw.rsrc.hi, i32 1
  %aw.rsrc.wi = bitcast <4 x i32> %aw.rsrc.w2 to i128
  %aw.rsrc = inttoptr i128 %aw.rsrc.wi to ptr addrspace(8)
  ; (buf.by_row "off": an offset a row of the lane's rows, the lane's first row's and block 0's
  ; column's plus the row's stride times its place: fixed for the loop, LLVM keeps them in
  ; registers; a block's own column the constant scalar offset (the wave's blocks are adjacent
  ; in one block row): a row is in range or not whether the scalar offset is counted or not)
  %aw.lm = mul i32 %qc.rl0, %aw.rb
  %aw.lb = add i32 %aw.lm, %aw.c4.0
  %aw.vb1 = mul i32 %aw.rb, 1
  %aw.lb1 = add i32 %aw.lb, %aw.vb1
  %aw.vb2 = mul i32 %aw.rb, 2
  %aw.lb2 = add i32 %aw.lb, %aw.vb2
  %aw.vb3 = mul i32 %aw.rb, 3
  %aw.lb3 = add i32 %aw.lb, %aw.vb3
  ; slot 0's fragments
  %dq0.a0.p = getelementptr inbounds bfloat, ptr addrspace(3) @ds.lds, i32 %qc.dr0
  %dq0.a0.h = load <8 x bfloat>, ptr addrspace(3) %dq0.a0.p, align 16

  %dq0.b0.p = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %qc.kt0
  %dq0.b0.h = load <8 x bfloat>, ptr addrspace(3) %dq0.b0.p, align 16

  %dq1.a0.p = getelementptr inbounds bfloat, ptr addrspace(3) @ds.lds, i32 %qc.dr0
  %dq1.a0.h = load <8 x bfloat>, ptr addrspace(3) %dq1.a0.p, align 16

  %dq1.b0.p = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %qc.kt1
  %dq1.b0.h = load <8 x bfloat>, ptr addrspace(3) %dq1.b0.p, align 16

  %dq0.ai1 = add i32 %qc.dr0, 32
  %dq0.bi1 = add i32 %qc.kt0, 32
  %dq0.a1.p = getelementptr inbounds bfloat, ptr addrspace(3) @ds.lds, i32 %dq0.ai1
  %dq0.a1.h = load <8 x bfloat>, ptr addrspace(3) %dq0.a1.p, align 16

  %dq0.b1.p = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %dq0.bi1
  %dq0.b1.h = load <8 x bfloat>, ptr addrspace(3) %dq0.b1.p, align 16

  %dq1.ai1 = add i32 %qc.dr0, 32
  %dq1.bi1 = add i32 %qc.kt1, 32
  %dq1.a1.p = getelementptr inbounds bfloat, ptr addrspace(3) @ds.lds, i32 %dq1.ai1
  %dq1.a1.h = load <8 x bfloat>, ptr addrspace(3) %dq1.a1.p, align 16

  %dq1.b1.p = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %dq1.bi1
  %dq1.b1.h = load <8 x bfloat>, ptr addrspace(3) %dq1.b1.p, align 16

  ; two transposing reads, k 0-3 and 4-7 of this lane's column: %tr.d136 moves the
  ; lane from its column to its place in its 16-lane group's 4x16 row-major tile
  %tb.q0.t0 = add i32 %kb.tb, 0
  %tb.q0.p0 = getelementptr inbounds bfloat, ptr addrspace(3) %q.cur, i32 %tb.q0.t0
  %tb.q0.lo = call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) %tb.q0.p0)
  %tb.q0.t1 = add i32 %kb.tb, 544
  %tb.q0.p1 = getelementptr inbounds bfloat, ptr addrspace(3) %q.cur, i32 %tb.q0.t1
  %tb.q0.hi = call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) %tb.q0.p1)
  %tb.q0.h = shufflevector <4 x bfloat> %tb.q0.lo, <4 x bfloat> %tb.q0.hi, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  call void @llvm.amdgcn.sched.barrier(i32 0)
  ; slot 1's fragments (read a slot ahead of their MFMAs)
  %dq0.ai2 = add i32 %qc.dr0, 64
  %dq0.bi2 = add i32 %qc.kt0, 64
  %dq0.a2.p = getelementptr inbounds bfloat, ptr addrspace(3) @ds.lds, i32 %dq0.ai2
  %dq0.a2.h = load <8 x bfloat>, ptr addrspace(3) %dq0.a2.p, align 16

  %dq0.b2.p = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %dq0.bi2
  %dq0.b2.h = load <8 x bfloat>, ptr addrspace(3) %dq0.b2.p, align 16

  %dq1.ai2 = add i32 %qc.dr0, 64
  %dq1.bi2 = add i32 %qc.kt1, 64
  %dq1.a2.p = getelementptr inbounds bfloat, ptr addrspace(3) @ds.lds, i32 %dq1.ai2
  %dq1.a2.h = load <8 x bfloat>, ptr addrspace(3) %dq1.a2.p, align 16

  %dq1.b2.p = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %dq1.bi2
  %dq1.b2.h = load <8 x bfloat>, ptr addrspace(3) %dq1.b2.p, align 16

  %dq0.ai3 = add i32 %qc.dr0, 96
  %dq0.bi3 = add i32 %qc.kt0, 96
  %dq0.a3.p = getelementptr inbounds bfloat, ptr addrspace(3) @ds.lds, i32 %dq0.ai3
  %dq0.a3.h = load <8 x bfloat>, ptr addrspace(3) %dq0.a3.p, align 16

  %dq0.b3.p = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %dq0.bi3
  %dq0.b3.h = load <8 x bfloat>, ptr addrspace(3) %dq0.b3.p, align 16

  %dq1.ai3 = add i32 %qc.dr0, 96
  %dq1.bi3 = add i32 %qc.kt1, 96
  %dq1.a3.p = getelementptr inbounds bfloat, ptr addrspace(3) @ds.lds, i32 %dq1.ai3
  %dq1.a3.h = load <8 x bfloat>, ptr addrspace(3) %dq1.a3.p, align 16

  %dq1.b3.p = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %dq1.bi3
  %dq1.b3.h = load <8 x bfloat>, ptr addrspace(3) %dq1.b3.p, align 16

  ; two transposing reads, k 0-3 and 4-7 of this lane's column: %tr.d136 moves the
  ; lane from its column to its place in its 16-lane group's 4x16 row-major tile
  %tb.q1.t0 = add i32 %kb.tb, 32
  %tb.q1.p0 = getelementptr inbounds bfloat, ptr addrspace(3) %q.cur, i32 %tb.q1.t0
  %tb.q1.lo = call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) %tb.q1.p0)
  %tb.q1.t1 = add i32 %kb.tb, 576
  %tb.q1.p1 = getelementptr inbounds bfloat, ptr addrspace(3) %q.cur, i32 %tb.q1.t1
  %tb.q1.hi = call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) %tb.q1.p1)
  %tb.q1.h = shufflevector <4 x bfloat> %tb.q1.lo, <4 x bfloat> %tb.q1.hi, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  ; slot 0: dQ step(s) 0, 0, 1, 1, dV/dK column block(s) 0
  %dq0.k0 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %dq0.a0.h, <8 x bfloat> %dq0.b0.h, <4 x float> %zacc4, i32 0, i32 0, i32 0)
  %dq1.k0 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %dq1.a0.h, <8 x bfloat> %dq1.b0.h, <4 x float> %zacc4, i32 0, i32 0, i32 0)
  %dq0.k1 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %dq0.a1.h, <8 x bfloat> %dq0.b1.h, <4 x float> %dq0.k0, i32 0, i32 0, i32 0)
  %dq1.k1 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %dq1.a1.h, <8 x bfloat> %dq1.b1.h, <4 x float> %dq1.k0, i32 0, i32 0, i32 0)
  %dk0.acc = call <16 x float> asm "s_nop 1\0Av_mfma_f32_32x32x16_bf16 $0, $1, $2, $0", "=a,v,v,0"(<8 x bfloat> %pw0.sa, <8 x bfloat> %tb.q0.h, <16 x float> %qt.dk0)
  %dk4.acc = call <16 x float> asm "s_nop 1\0Av_mfma_f32_32x32x16_bf16 $0, $1, $2, $0", "=a,v,v,0"(<8 x bfloat> %pw1.sa, <8 x bfloat> %tb.q0.h, <16 x float> %qt.dk4)
  call void @llvm.amdgcn.sched.barrier(i32 0)
  ; slot 2's fragments (read a slot ahead of their MFMAs)
  %dq0.ai4 = add i32 %qc.dr0, 128
  %dq0.bi4 = add i32 %qc.kt0, 128
  %dq0.a4.p = getelementptr inbounds bfloat, ptr addrspace(3) @ds.lds, i32 %dq0.ai4
  %dq0.a4.h = load <8 x bfloat>, ptr addrspace(3) %dq0.a4.p, align 16

  %dq0.b4.p = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %dq0.bi4
  %dq0.b4.h = load <8 x bfloat>, ptr addrspace(3) %dq0.b4.p, align 16

  %dq1.ai4 = add i32 %qc.dr0, 128
  %dq1.bi4 = add i32 %qc.kt1, 128
  %dq1.a4.p = getelementptr inbounds bfloat, ptr addrspace(3) @ds.lds, i32 %dq1.ai4
  %dq1.a4.h = load <8 x bfloat>, ptr addrspace(3) %dq1.a4.p, align 16

  %dq1.b4.p = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %dq1.bi4
  %dq1.b4.h = load <8 x bfloat>, ptr addrspace(3) %dq1.b4.p, align 16

  %dq0.ai5 = add i32 %qc.dr0, 160
  %dq0.bi5 = add i32 %qc.kt0, 160
  %dq0.a5.p = getelementptr inbounds bfloat, ptr addrspace(3) @ds.lds, i32 %dq0.ai5
  %dq0.a5.h = load <8 x bfloat>, ptr addrspace(3) %dq0.a5.p, align 16

  %dq0.b5.p = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %dq0.bi5
  %dq0.b5.h = load <8 x bfloat>, ptr addrspace(3) %dq0.b5.p, align 16

  %dq1.ai5 = add i32 %qc.dr0, 160
  %dq1.bi5 = add i32 %qc.kt1, 160
  %dq1.a5.p = getelementptr inbounds bfloat, ptr addrspace(3) @ds.lds, i32 %dq1.ai5
  %dq1.a5.h = load <8 x bfloat>, ptr addrspace(3) %dq1.a5.p, align 16

  %dq1.b5.p = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %dq1.bi5
  %dq1.b5.h = load <8 x bfloat>, ptr addrspace(3) %dq1.b5.p, align 16

  ; two transposing reads, k 0-3 and 4-7 of this lane's column: %tr.d136 moves the
  ; lane from its column to its place in its 16-lane group's 4x16 row-major tile
  %tb.q2.t0 = add i32 %kb.tb, 64
  %tb.q2.p0 = getelementptr inbounds bfloat, ptr addrspace(3) %q.cur, i32 %tb.q2.t0
  %tb.q2.lo = call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) %tb.q2.p0)
  %tb.q2.t1 = add i32 %kb.tb, 608
  %tb.q2.p1 = getelementptr inbounds bfloat, ptr addrspace(3) %q.cur, i32 %tb.q2.t1
  %tb.q2.hi = call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) %tb.q2.p1)
  %tb.q2.h = shufflevector <4 x bfloat> %tb.q2.lo, <4 x bfloat> %tb.q2.hi, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  ; slot 1: dQ step(s) 2, 2, 3, 3, dV/dK column block(s) 1
  %dq0.k2 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %dq0.a2.h, <8 x bfloat> %dq0.b2.h, <4 x float> %dq0.k1, i32 0, i32 0, i32 0)
  %dq1.k2 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %dq1.a2.h, <8 x bfloat> %dq1.b2.h, <4 x float> %dq1.k1, i32 0, i32 0, i32 0)
  %dq0.k3 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %dq0.a3.h, <8 x bfloat> %dq0.b3.h, <4 x float> %dq0.k2, i32 0, i32 0, i32 0)
  %dq1.k3 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %dq1.a3.h, <8 x bfloat> %dq1.b3.h, <4 x float> %dq1.k2, i32 0, i32 0, i32 0)
  %dk1.acc = call <16 x float> asm "s_nop 1\0Av_mfma_f32_32x32x16_bf16 $0, $1, $2, $0", "=a,v,v,0"(<8 x bfloat> %pw0.sa, <8 x bfloat> %tb.q1.h, <16 x float> %qt.dk1)
  %dk5.acc = call <16 x float> asm "s_nop 1\0Av_mfma_f32_32x32x16_bf16 $0, $1, $2, $0", "=a,v,v,0"(<8 x bfloat> %pw1.sa, <8 x bfloat> %tb.q1.h, <16 x float> %qt.dk5)
  call void @llvm.amdgcn.sched.barrier(i32 0)
  ; slot 3's fragments (read a slot ahead of their MFMAs)
  %dq0.ai6 = add i32 %qc.dr0, 192
  %dq0.bi6 = add i32 %qc.kt0, 192
  %dq0.a6.p = getelementptr inbounds bfloat, ptr addrspace(3) @ds.lds, i32 %dq0.ai6
  %dq0.a6.h = load <8 x bfloat>, ptr addrspace(3) %dq0.a6.p, align 16

  %dq0.b6.p = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %dq0.bi6
  %dq0.b6.h = load <8 x bfloat>, ptr addrspace(3) %dq0.b6.p, align 16

  %dq1.ai6 = add i32 %qc.dr0, 192
  %dq1.bi6 = add i32 %qc.kt1, 192
  %dq1.a6.p = getelementptr inbounds bfloat, ptr addrspace(3) @ds.lds, i32 %dq1.ai6
  %dq1.a6.h = load <8 x bfloat>, ptr addrspace(3) %dq1.a6.p, align 16

  %dq1.b6.p = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %dq1.bi6
  %dq1.b6.h = load <8 x bfloat>, ptr addrspace(3) %dq1.b6.p, align 16

  %dq0.ai7 = add i32 %qc.dr0, 224
  %dq0.bi7 = add i32 %qc.kt0, 224
  %dq0.a7.p = getelementptr inbounds bfloat, ptr addrspace(3) @ds.lds, i32 %dq0.ai7
  %dq0.a7.h = load <8 x bfloat>, ptr addrspace(3) %dq0.a7.p, align 16

  %dq0.b7.p = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %dq0.bi7
  %dq0.b7.h = load <8 x bfloat>, ptr addrspace(3) %dq0.b7.p, align 16

  %dq1.ai7 = add i32 %qc.dr0, 224
  %dq1.bi7 = add i32 %qc.kt1, 224
  %dq1.a7.p = getelementptr inbounds bfloat, ptr addrspace(3) @ds.lds, i32 %dq1.ai7
  %dq1.a7.h = load <8 x bfloat>, ptr addrspace(3) %dq1.a7.p, align 16

  %dq1.b7.p = getelementptr inbounds bfloat, ptr addrspace(3) @kt.lds, i32 %dq1.bi7
  %dq1.b7.h = load <8 x bfloat>, ptr addrspace(3) %dq1.b7.p, align 16

  ; two transposing reads, k 0-3 and 4-7 of this lane's column: %tr.d136 moves the
  ; lane from its column to its place in its 16-lane group's 4x16 row-major tile
  %tb.q3.t0 = add i32 %kb.tb, 96
  %tb.q3.p0 = getelementptr inbounds bfloat, ptr addrspace(3) %q.cur, i32 %tb.q3.t0
  %tb.q3.lo = call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) %tb.q3.p0)
  %tb.q3.t1 = add i32 %kb.tb, 640
  %tb.q3.p1 = getelementptr inbounds bfloat, ptr addrspace(3) %q.cur, i32 %tb.q3.t1
  %tb.q3.hi = call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) %tb.q3.p1)
  %tb.q3.h = shufflevector <4 x bfloat> %tb.q3.lo, <4 x bfloat> %tb.q3.hi, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  ; slot 2: dQ step(s) 4, 4, 5, 5, dV/dK column block(s) 2
  %dq0.k4 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %dq0.a4.h, <8 x bfloat> %dq0.b4.h, <4 x float> %dq0.k3, i32 0, i32 0, i32 0)
  %dq1.k4 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %dq1.a4.h, <8 x bfloat> %dq1.b4.h, <4 x float> %dq1.k3, i32 0, i32 0, i32 0)
  %dq0.k5 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %dq0.a5.h, <8 x bfloat> %dq0.b5.h, <4 x float> %dq0.k4, i32 0, i32 0, i32 0)
  %dq1.k5 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %dq1.a5.h, <8 x bfloat> %dq1.b5.h, <4 x float> %dq1.k4, i32 0, i32 0, i32 0)
  %dk2.acc = call <16 x float> asm "s_nop 1\0Av_mfma_f32_32x32x16_bf16 $0, $1, $2, $0", "=a,v,v,0"(<8 x bfloat> %pw0.sa, <8 x bfloat> %tb.q2.h, <16 x float> %qt.dk2)
  %dk6.acc = call <16 x float> asm "s_nop 1\0Av_mfma_f32_32x32x16_bf16 $0, $1, $2, $0", "=a,v,v,0"(<8 x bfloat> %pw1.sa, <8 x bfloat> %tb.q2.h, <16 x float> %qt.dk6)
  call void @llvm.amdgcn.sched.barrier(i32 0)
  ; slot 3: dQ step(s) 6, 6, 7, 7, dV/dK column block(s) 3, atomic(s)
  %dq0.k6 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %dq0.a6.h, <8 x bfloat> %dq0.b6.h, <4 x float> %dq0.k5, i32 0, i32 0, i32 0)
  %dq1.k6 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %dq1.a6.h, <8 x bfloat> %dq1.b6.h, <4 x float> %dq1.k5, i32 0, i32 0, i32 0)
  %dq0.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %dq0.a7.h, <8 x bfloat> %dq0.b7.h, <4 x float> %dq0.k6, i32 0, i32 0, i32 0)
  %dq1.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %dq1.a7.h, <8 x bfloat> %dq1.b7.h, <4 x float> %dq1.k6, i32 0, i32 0, i32 0)
  %dk3.acc = call <16 x float> asm "s_nop 1\0Av_mfma_f32_32x32x16_bf16 $0, $1, $2, $0", "=a,v,v,0"(<8 x bfloat> %pw0.sa, <8 x bfloat> %tb.q3.h, <16 x float> %qt.dk3)
  %dk7.acc = call <16 x float> asm "s_nop 1\0Av_mfma_f32_32x32x16_bf16 $0, $1, $2, $0", "=a,v,v,0"(<8 x bfloat> %pw1.sa, <8 x bfloat> %tb.q3.h, <16 x float> %qt.dk7)
  %aw0.x0 = extractelement <4 x float> %dq0.acc, i32 0
  %aw0.y0 = fmul float %aw0.x0, %scale
  %aw0.a0 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %aw0.y0, ptr addrspace(8) %aw.rsrc, i32 %aw.lb, i32 0, i32 0)
  %aw0.x1 = extractelement <4 x float> %dq0.acc, i32 1
  %aw0.y1 = fmul float %aw0.x1, %scale
  %aw0.a1 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %aw0.y1, ptr addrspace(8) %aw.rsrc, i32 %aw.lb1, i32 0, i32 0)
  %aw0.x2 = extractelement <4 x float> %dq0.acc, i32 2
  %aw0.y2 = fmul float %aw0.x2, %scale
  %aw0.a2 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %aw0.y2, ptr addrspace(8) %aw.rsrc, i32 %aw.lb2, i32 0, i32 0)
  %aw0.x3 = extractelement <4 x float> %dq0.acc, i32 3
  %aw0.y3 = fmul float %aw0.x3, %scale
  %aw0.a3 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %aw0.y3, ptr addrspace(8) %aw.rsrc, i32 %aw.lb3, i32 0, i32 0)
  %aw1.x0 = extractelement <4 x float> %dq1.acc, i32 0
  %aw1.y0 = fmul float %aw1.x0, %scale
  %aw1.a0 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %aw1.y0, ptr addrspace(8) %aw.rsrc, i32 %aw.lb, i32 64, i32 0)
  %aw1.x1 = extractelement <4 x float> %dq1.acc, i32 1
  %aw1.y1 = fmul float %aw1.x1, %scale
  %aw1.a1 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %aw1.y1, ptr addrspace(8) %aw.rsrc, i32 %aw.lb1, i32 64, i32 0)
  %aw1.x2 = extractelement <4 x float> %dq1.acc, i32 2
  %aw1.y2 = fmul float %aw1.x2, %scale
  %aw1.a2 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %aw1.y2, ptr addrspace(8) %aw.rsrc, i32 %aw.lb2, i32 64, i32 0)
  %aw1.x3 = extractelement <4 x float> %dq1.acc, i32 3
  %aw1.y3 = fmul float %aw1.x3, %scale
  %aw1.a3 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %aw1.y3, ptr addrspace(8) %aw.rsrc, i32 %aw.lb3, i32 64, i32 0)
  ; (dV += P^T dO and dK += dS^T Q: with dQ, slot by slot, kvs/mix.ll.j2)
  br label %pair.end

pair.end:
  br label %qt.merge

qt.merge:
  ; (t.dbuf) the pair after the next, into the next pair
  %mg.nf.q0 = phi <8 x bfloat> [ %nf.q0, %pair.end ], [ %ns.q0, %qt.skip ]
  %mg.nf.o0 = phi <8 x bfloat> [ %nf.o0, %pair.end ], [ %ns.o0, %qt.skip ]
  %mg.nf.l = phi float [ %nf.l, %pair.end ], [ %ns.l, %qt.skip ]
  %mg.nf.d = phi float [ %nf.d, %pair.end ], [ %ns.d, %qt.skip ]
  %mg.nf.lv = phi i1 [ %nf.lv, %pair.end ], [ %ns.lv, %qt.skip ]
  %mg.dk0 = phi <16 x float> [ %dk0.acc, %pair.end ], [ %qt.dk0, %qt.skip ]
  %mg.dv0 = phi <16 x float> [ %dv0.acc, %pair.end ], [ %qt.dv0, %qt.skip ]
  %mg.dk1 = phi <16 x float> [ %dk1.acc, %pair.end ], [ %qt.dk1, %qt.skip ]
  %mg.dv1 = phi <16 x float> [ %dv1.acc, %pair.end ], [ %qt.dv1, %qt.skip ]
  %mg.dk2 = phi <16 x float> [ %dk2.acc, %pair.end ], [ %qt.dk2, %qt.skip ]
  %mg.dv2 = phi <16 x float> [ %dv2.acc, %pair.end ], [ %qt.dv2, %qt.skip ]
  %mg.dk3 = phi <16 x float> [ %dk3.acc, %pair.end ], [ %qt.dk3, %qt.skip ]
  %mg.dv3 = phi <16 x float> [ %dv3.acc, %pair.end ], [ %qt.dv3, %qt.skip ]
  %mg.dk4 = phi <16 x float> [ %dk4.acc, %pair.end ], [ %qt.dk4, %qt.skip ]
  %mg.dv4 = phi <16 x float> [ %dv4.acc, %pair.end ], [ %qt.dv4, %qt.skip ]
  %mg.dk5 = phi <16 x float> [ %dk5.acc, %pair.end ], [ %qt.dk5, %qt.skip ]
  %mg.dv5 = phi <16 x float> [ %dv5.acc, %pair.end ], [ %qt.dv5, %qt.skip ]
  %mg.dk6 = phi <16 x float> [ %dk6.acc, %pair.end ], [ %qt.dk6, %qt.skip ]
  %mg.dv6 = phi <16 x float> [ %dv6.acc, %pair.end ], [ %qt.dv6, %qt.skip ]
  %mg.dk7 = phi <16 x float> [ %dk7.acc, %pair.end ], [ %qt.dk7, %qt.skip ]
  %mg.dv7 = phi <16 x float> [ %dv7.acc, %pair.end ], [ %qt.dv7, %qt.skip ]
  br label %qt.next


qt.next:
  %m0.a = add i32 %m0, 16
  %m0.wrap = icmp sge i32 %m0.a, %q.len
  %m0.n = select i1 %m0.wrap, i32 0, i32 %m0.a
  %g.a = add i32 %g, 1
  %g.n = select i1 %m0.wrap, i32 %g.a, i32 %g
  %more = icmp slt i32 %g.n, %group
  br i1 %more, label %qt, label %store

store:
  %st.dkt0 = phi <16 x float> [ %ak.z0, %heads ], [ %mg.dk0, %qt.next ]
  %st.dv0 = phi <16 x float> [ zeroinitializer, %heads ], [ %mg.dv0, %qt.next ]
  %st.dkt1 = phi <16 x float> [ %ak.z1, %heads ], [ %mg.dk1, %qt.next ]
  %st.dv1 = phi <16 x float> [ zeroinitializer, %heads ], [ %mg.dv1, %qt.next ]
  %st.dkt2 = phi <16 x float> [ %ak.z2, %heads ], [ %mg.dk2, %qt.next ]
  %st.dv2 = phi <16 x float> [ zeroinitializer, %heads ], [ %mg.dv2, %qt.next ]
  %st.dkt3 = phi <16 x float> [ %ak.z3, %heads ], [ %mg.dk3, %qt.next ]
  %st.dv3 = phi <16 x float> [ zeroinitializer, %heads ], [ %mg.dv3, %qt.next ]
  %st.dkt4 = phi <16 x float> [ %ak.z4, %heads ], [ %mg.dk4, %qt.next ]
  %st.dv4 = phi <16 x float> [ zeroinitializer, %heads ], [ %mg.dv4, %qt.next ]
  %st.dkt5 = phi <16 x float> [ %ak.z5, %heads ], [ %mg.dk5, %qt.next ]
  %st.dv5 = phi <16 x float> [ zeroinitializer, %heads ], [ %mg.dv5, %qt.next ]
  %st.dkt6 = phi <16 x float> [ %ak.z6, %heads ], [ %mg.dk6, %qt.next ]
  %st.dv6 = phi <16 x float> [ zeroinitializer, %heads ], [ %mg.dv6, %qt.next ]
  %st.dkt7 = phi <16 x float> [ %ak.z7, %heads ], [ %mg.dk7, %qt.next ]
  %st.dv7 = phi <16 x float> [ zeroinitializer, %heads ], [ %mg.dv7, %qt.next ]
  ; dK's accumulators out of their AGPRs (t.ak), after every one's last MFMA
  call void asm sideeffect "s_nop 7\0As_nop 7", "a,a,a,a,a,a,a,a"(<16 x float> %st.dkt0, <16 x float> %st.dkt1, <16 x float> %st.dkt2, <16 x float> %st.dkt3, <16 x float> %st.dkt4, <16 x float> %st.dkt5, <16 x float> %st.dkt6, <16 x float> %st.dkt7)
  %st.dk0 = call <16 x float> asm sideeffect "; settled", "=a,0"(<16 x float> %st.dkt0)
  %st.dk1 = call <16 x float> asm sideeffect "; settled", "=a,0"(<16 x float> %st.dkt1)
  %st.dk2 = call <16 x float> asm sideeffect "; settled", "=a,0"(<16 x float> %st.dkt2)
  %st.dk3 = call <16 x float> asm sideeffect "; settled", "=a,0"(<16 x float> %st.dkt3)
  %st.dk4 = call <16 x float> asm sideeffect "; settled", "=a,0"(<16 x float> %st.dkt4)
  %st.dk5 = call <16 x float> asm sideeffect "; settled", "=a,0"(<16 x float> %st.dkt5)
  %st.dk6 = call <16 x float> asm sideeffect "; settled", "=a,0"(<16 x float> %st.dkt6)
  %st.dk7 = call <16 x float> asm sideeffect "; settled", "=a,0"(<16 x float> %st.dkt7)
  ; the lane's places again: the lane from v_mbcnt (no register lives across the loop for
  ; it), the wave the scalar copy made before it (%wave.s)
  %sr.ml = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %sr.lane = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %sr.ml)
  %sr.wave = add i32 %wave.s, 0
  %sr.lr = and i32 %sr.lane, 31
  %sr.lg = lshr i32 %sr.lane, 5
  %sr.lk = shl i32 %sr.lg, 2
  %sr.w0 = mul i32 %sr.wave, 8
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
  %sr.b4 = add i32 %sr.w0, 4
  %sr.br4 = udiv i32 %sr.b4, 4
  %sr.bc4 = urem i32 %sr.b4, 4
  %sr.r4 = mul i32 %sr.br4, 32
  %sr.c4 = mul i32 %sr.bc4, 32
  %sr.b5 = add i32 %sr.w0, 5
  %sr.br5 = udiv i32 %sr.b5, 4
  %sr.bc5 = urem i32 %sr.b5, 4
  %sr.r5 = mul i32 %sr.br5, 32
  %sr.c5 = mul i32 %sr.bc5, 32
  %sr.b6 = add i32 %sr.w0, 6
  %sr.br6 = udiv i32 %sr.b6, 4
  %sr.bc6 = urem i32 %sr.b6, 4
  %sr.r6 = mul i32 %sr.br6, 32
  %sr.c6 = mul i32 %sr.bc6, 32
  %sr.b7 = add i32 %sr.w0, 7
  %sr.br7 = udiv i32 %sr.b7, 4
  %sr.bc7 = urem i32 %sr.b7, 4
  %sr.r7 = mul i32 %sr.br7, 32
  %sr.c7 = mul i32 %sr.bc7, 32

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

  %sr.bc4.l = add i32 %sr.c4, %sr.lr
  %sr.rl4 = add i32 %sr.r4, %sr.lk
  %sr.row4.0 = add i32 %sr.rl4, 0
  %sr.row4.1 = add i32 %sr.rl4, 1
  %sr.row4.2 = add i32 %sr.rl4, 2
  %sr.row4.3 = add i32 %sr.rl4, 3
  %sr.row4.4 = add i32 %sr.rl4, 8
  %sr.row4.5 = add i32 %sr.rl4, 9
  %sr.row4.6 = add i32 %sr.rl4, 10
  %sr.row4.7 = add i32 %sr.rl4, 11
  %sr.row4.8 = add i32 %sr.rl4, 16
  %sr.row4.9 = add i32 %sr.rl4, 17
  %sr.row4.10 = add i32 %sr.rl4, 18
  %sr.row4.11 = add i32 %sr.rl4, 19
  %sr.row4.12 = add i32 %sr.rl4, 24
  %sr.row4.13 = add i32 %sr.rl4, 25
  %sr.row4.14 = add i32 %sr.rl4, 26
  %sr.row4.15 = add i32 %sr.rl4, 27

  %sr.bc5.l = add i32 %sr.c5, %sr.lr
  %sr.rl5 = add i32 %sr.r5, %sr.lk
  %sr.row5.0 = add i32 %sr.rl5, 0
  %sr.row5.1 = add i32 %sr.rl5, 1
  %sr.row5.2 = add i32 %sr.rl5, 2
  %sr.row5.3 = add i32 %sr.rl5, 3
  %sr.row5.4 = add i32 %sr.rl5, 8
  %sr.row5.5 = add i32 %sr.rl5, 9
  %sr.row5.6 = add i32 %sr.rl5, 10
  %sr.row5.7 = add i32 %sr.rl5, 11
  %sr.row5.8 = add i32 %sr.rl5, 16
  %sr.row5.9 = add i32 %sr.rl5, 17
  %sr.row5.10 = add i32 %sr.rl5, 18
  %sr.row5.11 = add i32 %sr.rl5, 19
  %sr.row5.12 = add i32 %sr.rl5, 24
  %sr.row5.13 = add i32 %sr.rl5, 25
  %sr.row5.14 = add i32 %sr.rl5, 26
  %sr.row5.15 = add i32 %sr.rl5, 27

  %sr.bc6.l = add i32 %sr.c6, %sr.lr
  %sr.rl6 = add i32 %sr.r6, %sr.lk
  %sr.row6.0 = add i32 %sr.rl6, 0
  %sr.row6.1 = add i32 %sr.rl6, 1
  %sr.row6.2 = add i32 %sr.rl6, 2
  %sr.row6.3 = add i32 %sr.rl6, 3
  %sr.row6.4 = add i32 %sr.rl6, 8
  %sr.row6.5 = add i32 %sr.rl6, 9
  %sr.row6.6 = add i32 %sr.rl6, 10
  %sr.row6.7 = add i32 %sr.rl6, 11
  %sr.row6.8 = add i32 %sr.rl6, 16
  %sr.row6.9 = add i32 %sr.rl6, 17
  %sr.row6.10 = add i32 %sr.rl6, 18
  %sr.row6.11 = add i32 %sr.rl6, 19
  %sr.row6.12 = add i32 %sr.rl6, 24
  %sr.row6.13 = add i32 %sr.rl6, 25
  %sr.row6.14 = add i32 %sr.rl6, 26
  %sr.row6.15 = add i32 %sr.rl6, 27

  %sr.bc7.l = add i32 %sr.c7, %sr.lr
  %sr.rl7 = add i32 %sr.r7, %sr.lk
  %sr.row7.0 = add i32 %sr.rl7, 0
  %sr.row7.1 = add i32 %sr.rl7, 1
  %sr.row7.2 = add i32 %sr.rl7, 2
  %sr.row7.3 = add i32 %sr.rl7, 3
  %sr.row7.4 = add i32 %sr.rl7, 8
  %sr.row7.5 = add i32 %sr.rl7, 9
  %sr.row7.6 = add i32 %sr.rl7, 10
  %sr.row7.7 = add i32 %sr.rl7, 11
  %sr.row7.8 = add i32 %sr.rl7, 16
  %sr.row7.9 = add i32 %sr.rl7, 17
  %sr.row7.10 = add i32 %sr.rl7, 18
  %sr.row7.11 = add i32 %sr.rl7, 19
  %sr.row7.12 = add i32 %sr.rl7, 24
  %sr.row7.13 = add i32 %sr.rl7, 25
  %sr.row7.14 = add i32 %sr.rl7, 26
  %sr.row7.15 = add i32 %sr.rl7, 27

  %st.c0 = zext i32 %sr.bc0.l to i64
  %st.c1 = zext i32 %sr.bc1.l to i64
  %st.c2 = zext i32 %sr.bc2.l to i64
  %st.c3 = zext i32 %sr.bc3.l to i64
  %st.c4 = zext i32 %sr.bc4.l to i64
  %st.c5 = zext i32 %sr.bc5.l to i64
  %st.c6 = zext i32 %sr.bc6.l to i64
  %st.c7 = zext i32 %sr.bc7.l to i64
  br i1 %kv.live, label %kvs.0.0, label %exit

kvs.0.0:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs0.r0 = add i32 %n0, %sr.row0.0
  %kvs0.ok0 = icmp slt i32 %kvs0.r0, %kv.len
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
  %kvs0.ok1 = icmp slt i32 %kvs0.r1, %kv.len
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
  %kvs0.ok2 = icmp slt i32 %kvs0.r2, %kv.len
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
  %kvs0.ok3 = icmp slt i32 %kvs0.r3, %kv.len
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
  %kvs0.ok4 = icmp slt i32 %kvs0.r4, %kv.len
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
  %kvs0.ok5 = icmp slt i32 %kvs0.r5, %kv.len
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
  %kvs0.ok6 = icmp slt i32 %kvs0.r6, %kv.len
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
  %kvs0.ok7 = icmp slt i32 %kvs0.r7, %kv.len
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
  %kvs0.ok8 = icmp slt i32 %kvs0.r8, %kv.len
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
  %kvs0.ok9 = icmp slt i32 %kvs0.r9, %kv.len
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
  %kvs0.ok10 = icmp slt i32 %kvs0.r10, %kv.len
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
  %kvs0.ok11 = icmp slt i32 %kvs0.r11, %kv.len
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
  %kvs0.ok12 = icmp slt i32 %kvs0.r12, %kv.len
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
  %kvs0.ok13 = icmp slt i32 %kvs0.r13, %kv.len
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
  %kvs0.ok14 = icmp slt i32 %kvs0.r14, %kv.len
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
  %kvs0.ok15 = icmp slt i32 %kvs0.r15, %kv.len
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
  %kvs1.ok0 = icmp slt i32 %kvs1.r0, %kv.len
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
  %kvs1.ok1 = icmp slt i32 %kvs1.r1, %kv.len
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
  %kvs1.ok2 = icmp slt i32 %kvs1.r2, %kv.len
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
  %kvs1.ok3 = icmp slt i32 %kvs1.r3, %kv.len
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
  %kvs1.ok4 = icmp slt i32 %kvs1.r4, %kv.len
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
  %kvs1.ok5 = icmp slt i32 %kvs1.r5, %kv.len
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
  %kvs1.ok6 = icmp slt i32 %kvs1.r6, %kv.len
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
  %kvs1.ok7 = icmp slt i32 %kvs1.r7, %kv.len
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
  %kvs1.ok8 = icmp slt i32 %kvs1.r8, %kv.len
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
  %kvs1.ok9 = icmp slt i32 %kvs1.r9, %kv.len
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
  %kvs1.ok10 = icmp slt i32 %kvs1.r10, %kv.len
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
  %kvs1.ok11 = icmp slt i32 %kvs1.r11, %kv.len
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
  %kvs1.ok12 = icmp slt i32 %kvs1.r12, %kv.len
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
  %kvs1.ok13 = icmp slt i32 %kvs1.r13, %kv.len
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
  %kvs1.ok14 = icmp slt i32 %kvs1.r14, %kv.len
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
  %kvs1.ok15 = icmp slt i32 %kvs1.r15, %kv.len
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
  %kvs2.ok0 = icmp slt i32 %kvs2.r0, %kv.len
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
  %kvs2.ok1 = icmp slt i32 %kvs2.r1, %kv.len
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
  %kvs2.ok2 = icmp slt i32 %kvs2.r2, %kv.len
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
  %kvs2.ok3 = icmp slt i32 %kvs2.r3, %kv.len
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
  %kvs2.ok4 = icmp slt i32 %kvs2.r4, %kv.len
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
  %kvs2.ok5 = icmp slt i32 %kvs2.r5, %kv.len
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
  %kvs2.ok6 = icmp slt i32 %kvs2.r6, %kv.len
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
  %kvs2.ok7 = icmp slt i32 %kvs2.r7, %kv.len
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
  %kvs2.ok8 = icmp slt i32 %kvs2.r8, %kv.len
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
  %kvs2.ok9 = icmp slt i32 %kvs2.r9, %kv.len
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
  %kvs2.ok10 = icmp slt i32 %kvs2.r10, %kv.len
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
  %kvs2.ok11 = icmp slt i32 %kvs2.r11, %kv.len
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
  %kvs2.ok12 = icmp slt i32 %kvs2.r12, %kv.len
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
  %kvs2.ok13 = icmp slt i32 %kvs2.r13, %kv.len
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
  %kvs2.ok14 = icmp slt i32 %kvs2.r14, %kv.len
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
  %kvs2.ok15 = icmp slt i32 %kvs2.r15, %kv.len
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
  %kvs3.ok0 = icmp slt i32 %kvs3.r0, %kv.len
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
  %kvs3.ok1 = icmp slt i32 %kvs3.r1, %kv.len
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
  %kvs3.ok2 = icmp slt i32 %kvs3.r2, %kv.len
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
  %kvs3.ok3 = icmp slt i32 %kvs3.r3, %kv.len
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
  %kvs3.ok4 = icmp slt i32 %kvs3.r4, %kv.len
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
  %kvs3.ok5 = icmp slt i32 %kvs3.r5, %kv.len
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
  %kvs3.ok6 = icmp slt i32 %kvs3.r6, %kv.len
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
  %kvs3.ok7 = icmp slt i32 %kvs3.r7, %kv.len
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
  %kvs3.ok8 = icmp slt i32 %kvs3.r8, %kv.len
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
  %kvs3.ok9 = icmp slt i32 %kvs3.r9, %kv.len
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
  %kvs3.ok10 = icmp slt i32 %kvs3.r10, %kv.len
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
  %kvs3.ok11 = icmp slt i32 %kvs3.r11, %kv.len
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
  %kvs3.ok12 = icmp slt i32 %kvs3.r12, %kv.len
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
  %kvs3.ok13 = icmp slt i32 %kvs3.r13, %kv.len
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
  %kvs3.ok14 = icmp slt i32 %kvs3.r14, %kv.len
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
  %kvs3.ok15 = icmp slt i32 %kvs3.r15, %kv.len
  br i1 %kvs3.ok15, label %kvs.3.15.w, label %kvs.4.0

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
  br label %kvs.4.0

kvs.4.0:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs4.r0 = add i32 %n0, %sr.row4.0
  %kvs4.ok0 = icmp slt i32 %kvs4.r0, %kv.len
  br i1 %kvs4.ok0, label %kvs.4.0.w, label %kvs.4.1

kvs.4.0.w:
  %kvs4.t0 = add i32 %kv.tok0, %kvs4.r0
  %kvs4.g0.r64 = sext i32 %kvs4.t0 to i64
  %kvs4.g0.h64 = sext i32 %num_heads_kv to i64
  %kvs4.g0.hh64 = sext i32 %h to i64
  %kvs4.g0.rh = mul nsw i64 %kvs4.g0.r64, %kvs4.g0.h64
  %kvs4.g0.rhh = add nsw i64 %kvs4.g0.rh, %kvs4.g0.hh64
  %kvs4.g0.base = mul i64 %kvs4.g0.rhh, 128
  %kvs4.o0 = add i64 %kvs4.g0.base, %st.c4
  %kvs4.kp0 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs4.o0
  %kvs4.kf0 = extractelement <16 x float> %st.dk4, i32 0
  %kvs4.ks0 = fmul float %kvs4.kf0, %scale
  %kvs4.k0 = fptrunc float %kvs4.ks0 to bfloat
  store bfloat %kvs4.k0, ptr addrspace(1) %kvs4.kp0, align 2
  %kvs4.vp0 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs4.o0
  %kvs4.vf0 = extractelement <16 x float> %st.dv4, i32 0
  %kvs4.v0 = fptrunc float %kvs4.vf0 to bfloat
  store bfloat %kvs4.v0, ptr addrspace(1) %kvs4.vp0, align 2
  br label %kvs.4.1

kvs.4.1:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs4.r1 = add i32 %n0, %sr.row4.1
  %kvs4.ok1 = icmp slt i32 %kvs4.r1, %kv.len
  br i1 %kvs4.ok1, label %kvs.4.1.w, label %kvs.4.2

kvs.4.1.w:
  %kvs4.t1 = add i32 %kv.tok0, %kvs4.r1
  %kvs4.g1.r64 = sext i32 %kvs4.t1 to i64
  %kvs4.g1.h64 = sext i32 %num_heads_kv to i64
  %kvs4.g1.hh64 = sext i32 %h to i64
  %kvs4.g1.rh = mul nsw i64 %kvs4.g1.r64, %kvs4.g1.h64
  %kvs4.g1.rhh = add nsw i64 %kvs4.g1.rh, %kvs4.g1.hh64
  %kvs4.g1.base = mul i64 %kvs4.g1.rhh, 128
  %kvs4.o1 = add i64 %kvs4.g1.base, %st.c4
  %kvs4.kp1 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs4.o1
  %kvs4.kf1 = extractelement <16 x float> %st.dk4, i32 1
  %kvs4.ks1 = fmul float %kvs4.kf1, %scale
  %kvs4.k1 = fptrunc float %kvs4.ks1 to bfloat
  store bfloat %kvs4.k1, ptr addrspace(1) %kvs4.kp1, align 2
  %kvs4.vp1 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs4.o1
  %kvs4.vf1 = extractelement <16 x float> %st.dv4, i32 1
  %kvs4.v1 = fptrunc float %kvs4.vf1 to bfloat
  store bfloat %kvs4.v1, ptr addrspace(1) %kvs4.vp1, align 2
  br label %kvs.4.2

kvs.4.2:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs4.r2 = add i32 %n0, %sr.row4.2
  %kvs4.ok2 = icmp slt i32 %kvs4.r2, %kv.len
  br i1 %kvs4.ok2, label %kvs.4.2.w, label %kvs.4.3

kvs.4.2.w:
  %kvs4.t2 = add i32 %kv.tok0, %kvs4.r2
  %kvs4.g2.r64 = sext i32 %kvs4.t2 to i64
  %kvs4.g2.h64 = sext i32 %num_heads_kv to i64
  %kvs4.g2.hh64 = sext i32 %h to i64
  %kvs4.g2.rh = mul nsw i64 %kvs4.g2.r64, %kvs4.g2.h64
  %kvs4.g2.rhh = add nsw i64 %kvs4.g2.rh, %kvs4.g2.hh64
  %kvs4.g2.base = mul i64 %kvs4.g2.rhh, 128
  %kvs4.o2 = add i64 %kvs4.g2.base, %st.c4
  %kvs4.kp2 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs4.o2
  %kvs4.kf2 = extractelement <16 x float> %st.dk4, i32 2
  %kvs4.ks2 = fmul float %kvs4.kf2, %scale
  %kvs4.k2 = fptrunc float %kvs4.ks2 to bfloat
  store bfloat %kvs4.k2, ptr addrspace(1) %kvs4.kp2, align 2
  %kvs4.vp2 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs4.o2
  %kvs4.vf2 = extractelement <16 x float> %st.dv4, i32 2
  %kvs4.v2 = fptrunc float %kvs4.vf2 to bfloat
  store bfloat %kvs4.v2, ptr addrspace(1) %kvs4.vp2, align 2
  br label %kvs.4.3

kvs.4.3:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs4.r3 = add i32 %n0, %sr.row4.3
  %kvs4.ok3 = icmp slt i32 %kvs4.r3, %kv.len
  br i1 %kvs4.ok3, label %kvs.4.3.w, label %kvs.4.4

kvs.4.3.w:
  %kvs4.t3 = add i32 %kv.tok0, %kvs4.r3
  %kvs4.g3.r64 = sext i32 %kvs4.t3 to i64
  %kvs4.g3.h64 = sext i32 %num_heads_kv to i64
  %kvs4.g3.hh64 = sext i32 %h to i64
  %kvs4.g3.rh = mul nsw i64 %kvs4.g3.r64, %kvs4.g3.h64
  %kvs4.g3.rhh = add nsw i64 %kvs4.g3.rh, %kvs4.g3.hh64
  %kvs4.g3.base = mul i64 %kvs4.g3.rhh, 128
  %kvs4.o3 = add i64 %kvs4.g3.base, %st.c4
  %kvs4.kp3 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs4.o3
  %kvs4.kf3 = extractelement <16 x float> %st.dk4, i32 3
  %kvs4.ks3 = fmul float %kvs4.kf3, %scale
  %kvs4.k3 = fptrunc float %kvs4.ks3 to bfloat
  store bfloat %kvs4.k3, ptr addrspace(1) %kvs4.kp3, align 2
  %kvs4.vp3 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs4.o3
  %kvs4.vf3 = extractelement <16 x float> %st.dv4, i32 3
  %kvs4.v3 = fptrunc float %kvs4.vf3 to bfloat
  store bfloat %kvs4.v3, ptr addrspace(1) %kvs4.vp3, align 2
  br label %kvs.4.4

kvs.4.4:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs4.r4 = add i32 %n0, %sr.row4.4
  %kvs4.ok4 = icmp slt i32 %kvs4.r4, %kv.len
  br i1 %kvs4.ok4, label %kvs.4.4.w, label %kvs.4.5

kvs.4.4.w:
  %kvs4.t4 = add i32 %kv.tok0, %kvs4.r4
  %kvs4.g4.r64 = sext i32 %kvs4.t4 to i64
  %kvs4.g4.h64 = sext i32 %num_heads_kv to i64
  %kvs4.g4.hh64 = sext i32 %h to i64
  %kvs4.g4.rh = mul nsw i64 %kvs4.g4.r64, %kvs4.g4.h64
  %kvs4.g4.rhh = add nsw i64 %kvs4.g4.rh, %kvs4.g4.hh64
  %kvs4.g4.base = mul i64 %kvs4.g4.rhh, 128
  %kvs4.o4 = add i64 %kvs4.g4.base, %st.c4
  %kvs4.kp4 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs4.o4
  %kvs4.kf4 = extractelement <16 x float> %st.dk4, i32 4
  %kvs4.ks4 = fmul float %kvs4.kf4, %scale
  %kvs4.k4 = fptrunc float %kvs4.ks4 to bfloat
  store bfloat %kvs4.k4, ptr addrspace(1) %kvs4.kp4, align 2
  %kvs4.vp4 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs4.o4
  %kvs4.vf4 = extractelement <16 x float> %st.dv4, i32 4
  %kvs4.v4 = fptrunc float %kvs4.vf4 to bfloat
  store bfloat %kvs4.v4, ptr addrspace(1) %kvs4.vp4, align 2
  br label %kvs.4.5

kvs.4.5:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs4.r5 = add i32 %n0, %sr.row4.5
  %kvs4.ok5 = icmp slt i32 %kvs4.r5, %kv.len
  br i1 %kvs4.ok5, label %kvs.4.5.w, label %kvs.4.6

kvs.4.5.w:
  %kvs4.t5 = add i32 %kv.tok0, %kvs4.r5
  %kvs4.g5.r64 = sext i32 %kvs4.t5 to i64
  %kvs4.g5.h64 = sext i32 %num_heads_kv to i64
  %kvs4.g5.hh64 = sext i32 %h to i64
  %kvs4.g5.rh = mul nsw i64 %kvs4.g5.r64, %kvs4.g5.h64
  %kvs4.g5.rhh = add nsw i64 %kvs4.g5.rh, %kvs4.g5.hh64
  %kvs4.g5.base = mul i64 %kvs4.g5.rhh, 128
  %kvs4.o5 = add i64 %kvs4.g5.base, %st.c4
  %kvs4.kp5 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs4.o5
  %kvs4.kf5 = extractelement <16 x float> %st.dk4, i32 5
  %kvs4.ks5 = fmul float %kvs4.kf5, %scale
  %kvs4.k5 = fptrunc float %kvs4.ks5 to bfloat
  store bfloat %kvs4.k5, ptr addrspace(1) %kvs4.kp5, align 2
  %kvs4.vp5 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs4.o5
  %kvs4.vf5 = extractelement <16 x float> %st.dv4, i32 5
  %kvs4.v5 = fptrunc float %kvs4.vf5 to bfloat
  store bfloat %kvs4.v5, ptr addrspace(1) %kvs4.vp5, align 2
  br label %kvs.4.6

kvs.4.6:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs4.r6 = add i32 %n0, %sr.row4.6
  %kvs4.ok6 = icmp slt i32 %kvs4.r6, %kv.len
  br i1 %kvs4.ok6, label %kvs.4.6.w, label %kvs.4.7

kvs.4.6.w:
  %kvs4.t6 = add i32 %kv.tok0, %kvs4.r6
  %kvs4.g6.r64 = sext i32 %kvs4.t6 to i64
  %kvs4.g6.h64 = sext i32 %num_heads_kv to i64
  %kvs4.g6.hh64 = sext i32 %h to i64
  %kvs4.g6.rh = mul nsw i64 %kvs4.g6.r64, %kvs4.g6.h64
  %kvs4.g6.rhh = add nsw i64 %kvs4.g6.rh, %kvs4.g6.hh64
  %kvs4.g6.base = mul i64 %kvs4.g6.rhh, 128
  %kvs4.o6 = add i64 %kvs4.g6.base, %st.c4
  %kvs4.kp6 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs4.o6
  %kvs4.kf6 = extractelement <16 x float> %st.dk4, i32 6
  %kvs4.ks6 = fmul float %kvs4.kf6, %scale
  %kvs4.k6 = fptrunc float %kvs4.ks6 to bfloat
  store bfloat %kvs4.k6, ptr addrspace(1) %kvs4.kp6, align 2
  %kvs4.vp6 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs4.o6
  %kvs4.vf6 = extractelement <16 x float> %st.dv4, i32 6
  %kvs4.v6 = fptrunc float %kvs4.vf6 to bfloat
  store bfloat %kvs4.v6, ptr addrspace(1) %kvs4.vp6, align 2
  br label %kvs.4.7

kvs.4.7:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs4.r7 = add i32 %n0, %sr.row4.7
  %kvs4.ok7 = icmp slt i32 %kvs4.r7, %kv.len
  br i1 %kvs4.ok7, label %kvs.4.7.w, label %kvs.4.8

kvs.4.7.w:
  %kvs4.t7 = add i32 %kv.tok0, %kvs4.r7
  %kvs4.g7.r64 = sext i32 %kvs4.t7 to i64
  %kvs4.g7.h64 = sext i32 %num_heads_kv to i64
  %kvs4.g7.hh64 = sext i32 %h to i64
  %kvs4.g7.rh = mul nsw i64 %kvs4.g7.r64, %kvs4.g7.h64
  %kvs4.g7.rhh = add nsw i64 %kvs4.g7.rh, %kvs4.g7.hh64
  %kvs4.g7.base = mul i64 %kvs4.g7.rhh, 128
  %kvs4.o7 = add i64 %kvs4.g7.base, %st.c4
  %kvs4.kp7 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs4.o7
  %kvs4.kf7 = extractelement <16 x float> %st.dk4, i32 7
  %kvs4.ks7 = fmul float %kvs4.kf7, %scale
  %kvs4.k7 = fptrunc float %kvs4.ks7 to bfloat
  store bfloat %kvs4.k7, ptr addrspace(1) %kvs4.kp7, align 2
  %kvs4.vp7 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs4.o7
  %kvs4.vf7 = extractelement <16 x float> %st.dv4, i32 7
  %kvs4.v7 = fptrunc float %kvs4.vf7 to bfloat
  store bfloat %kvs4.v7, ptr addrspace(1) %kvs4.vp7, align 2
  br label %kvs.4.8

kvs.4.8:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs4.r8 = add i32 %n0, %sr.row4.8
  %kvs4.ok8 = icmp slt i32 %kvs4.r8, %kv.len
  br i1 %kvs4.ok8, label %kvs.4.8.w, label %kvs.4.9

kvs.4.8.w:
  %kvs4.t8 = add i32 %kv.tok0, %kvs4.r8
  %kvs4.g8.r64 = sext i32 %kvs4.t8 to i64
  %kvs4.g8.h64 = sext i32 %num_heads_kv to i64
  %kvs4.g8.hh64 = sext i32 %h to i64
  %kvs4.g8.rh = mul nsw i64 %kvs4.g8.r64, %kvs4.g8.h64
  %kvs4.g8.rhh = add nsw i64 %kvs4.g8.rh, %kvs4.g8.hh64
  %kvs4.g8.base = mul i64 %kvs4.g8.rhh, 128
  %kvs4.o8 = add i64 %kvs4.g8.base, %st.c4
  %kvs4.kp8 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs4.o8
  %kvs4.kf8 = extractelement <16 x float> %st.dk4, i32 8
  %kvs4.ks8 = fmul float %kvs4.kf8, %scale
  %kvs4.k8 = fptrunc float %kvs4.ks8 to bfloat
  store bfloat %kvs4.k8, ptr addrspace(1) %kvs4.kp8, align 2
  %kvs4.vp8 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs4.o8
  %kvs4.vf8 = extractelement <16 x float> %st.dv4, i32 8
  %kvs4.v8 = fptrunc float %kvs4.vf8 to bfloat
  store bfloat %kvs4.v8, ptr addrspace(1) %kvs4.vp8, align 2
  br label %kvs.4.9

kvs.4.9:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs4.r9 = add i32 %n0, %sr.row4.9
  %kvs4.ok9 = icmp slt i32 %kvs4.r9, %kv.len
  br i1 %kvs4.ok9, label %kvs.4.9.w, label %kvs.4.10

kvs.4.9.w:
  %kvs4.t9 = add i32 %kv.tok0, %kvs4.r9
  %kvs4.g9.r64 = sext i32 %kvs4.t9 to i64
  %kvs4.g9.h64 = sext i32 %num_heads_kv to i64
  %kvs4.g9.hh64 = sext i32 %h to i64
  %kvs4.g9.rh = mul nsw i64 %kvs4.g9.r64, %kvs4.g9.h64
  %kvs4.g9.rhh = add nsw i64 %kvs4.g9.rh, %kvs4.g9.hh64
  %kvs4.g9.base = mul i64 %kvs4.g9.rhh, 128
  %kvs4.o9 = add i64 %kvs4.g9.base, %st.c4
  %kvs4.kp9 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs4.o9
  %kvs4.kf9 = extractelement <16 x float> %st.dk4, i32 9
  %kvs4.ks9 = fmul float %kvs4.kf9, %scale
  %kvs4.k9 = fptrunc float %kvs4.ks9 to bfloat
  store bfloat %kvs4.k9, ptr addrspace(1) %kvs4.kp9, align 2
  %kvs4.vp9 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs4.o9
  %kvs4.vf9 = extractelement <16 x float> %st.dv4, i32 9
  %kvs4.v9 = fptrunc float %kvs4.vf9 to bfloat
  store bfloat %kvs4.v9, ptr addrspace(1) %kvs4.vp9, align 2
  br label %kvs.4.10

kvs.4.10:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs4.r10 = add i32 %n0, %sr.row4.10
  %kvs4.ok10 = icmp slt i32 %kvs4.r10, %kv.len
  br i1 %kvs4.ok10, label %kvs.4.10.w, label %kvs.4.11

kvs.4.10.w:
  %kvs4.t10 = add i32 %kv.tok0, %kvs4.r10
  %kvs4.g10.r64 = sext i32 %kvs4.t10 to i64
  %kvs4.g10.h64 = sext i32 %num_heads_kv to i64
  %kvs4.g10.hh64 = sext i32 %h to i64
  %kvs4.g10.rh = mul nsw i64 %kvs4.g10.r64, %kvs4.g10.h64
  %kvs4.g10.rhh = add nsw i64 %kvs4.g10.rh, %kvs4.g10.hh64
  %kvs4.g10.base = mul i64 %kvs4.g10.rhh, 128
  %kvs4.o10 = add i64 %kvs4.g10.base, %st.c4
  %kvs4.kp10 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs4.o10
  %kvs4.kf10 = extractelement <16 x float> %st.dk4, i32 10
  %kvs4.ks10 = fmul float %kvs4.kf10, %scale
  %kvs4.k10 = fptrunc float %kvs4.ks10 to bfloat
  store bfloat %kvs4.k10, ptr addrspace(1) %kvs4.kp10, align 2
  %kvs4.vp10 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs4.o10
  %kvs4.vf10 = extractelement <16 x float> %st.dv4, i32 10
  %kvs4.v10 = fptrunc float %kvs4.vf10 to bfloat
  store bfloat %kvs4.v10, ptr addrspace(1) %kvs4.vp10, align 2
  br label %kvs.4.11

kvs.4.11:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs4.r11 = add i32 %n0, %sr.row4.11
  %kvs4.ok11 = icmp slt i32 %kvs4.r11, %kv.len
  br i1 %kvs4.ok11, label %kvs.4.11.w, label %kvs.4.12

kvs.4.11.w:
  %kvs4.t11 = add i32 %kv.tok0, %kvs4.r11
  %kvs4.g11.r64 = sext i32 %kvs4.t11 to i64
  %kvs4.g11.h64 = sext i32 %num_heads_kv to i64
  %kvs4.g11.hh64 = sext i32 %h to i64
  %kvs4.g11.rh = mul nsw i64 %kvs4.g11.r64, %kvs4.g11.h64
  %kvs4.g11.rhh = add nsw i64 %kvs4.g11.rh, %kvs4.g11.hh64
  %kvs4.g11.base = mul i64 %kvs4.g11.rhh, 128
  %kvs4.o11 = add i64 %kvs4.g11.base, %st.c4
  %kvs4.kp11 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs4.o11
  %kvs4.kf11 = extractelement <16 x float> %st.dk4, i32 11
  %kvs4.ks11 = fmul float %kvs4.kf11, %scale
  %kvs4.k11 = fptrunc float %kvs4.ks11 to bfloat
  store bfloat %kvs4.k11, ptr addrspace(1) %kvs4.kp11, align 2
  %kvs4.vp11 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs4.o11
  %kvs4.vf11 = extractelement <16 x float> %st.dv4, i32 11
  %kvs4.v11 = fptrunc float %kvs4.vf11 to bfloat
  store bfloat %kvs4.v11, ptr addrspace(1) %kvs4.vp11, align 2
  br label %kvs.4.12

kvs.4.12:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs4.r12 = add i32 %n0, %sr.row4.12
  %kvs4.ok12 = icmp slt i32 %kvs4.r12, %kv.len
  br i1 %kvs4.ok12, label %kvs.4.12.w, label %kvs.4.13

kvs.4.12.w:
  %kvs4.t12 = add i32 %kv.tok0, %kvs4.r12
  %kvs4.g12.r64 = sext i32 %kvs4.t12 to i64
  %kvs4.g12.h64 = sext i32 %num_heads_kv to i64
  %kvs4.g12.hh64 = sext i32 %h to i64
  %kvs4.g12.rh = mul nsw i64 %kvs4.g12.r64, %kvs4.g12.h64
  %kvs4.g12.rhh = add nsw i64 %kvs4.g12.rh, %kvs4.g12.hh64
  %kvs4.g12.base = mul i64 %kvs4.g12.rhh, 128
  %kvs4.o12 = add i64 %kvs4.g12.base, %st.c4
  %kvs4.kp12 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs4.o12
  %kvs4.kf12 = extractelement <16 x float> %st.dk4, i32 12
  %kvs4.ks12 = fmul float %kvs4.kf12, %scale
  %kvs4.k12 = fptrunc float %kvs4.ks12 to bfloat
  store bfloat %kvs4.k12, ptr addrspace(1) %kvs4.kp12, align 2
  %kvs4.vp12 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs4.o12
  %kvs4.vf12 = extractelement <16 x float> %st.dv4, i32 12
  %kvs4.v12 = fptrunc float %kvs4.vf12 to bfloat
  store bfloat %kvs4.v12, ptr addrspace(1) %kvs4.vp12, align 2
  br label %kvs.4.13

kvs.4.13:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs4.r13 = add i32 %n0, %sr.row4.13
  %kvs4.ok13 = icmp slt i32 %kvs4.r13, %kv.len
  br i1 %kvs4.ok13, label %kvs.4.13.w, label %kvs.4.14

kvs.4.13.w:
  %kvs4.t13 = add i32 %kv.tok0, %kvs4.r13
  %kvs4.g13.r64 = sext i32 %kvs4.t13 to i64
  %kvs4.g13.h64 = sext i32 %num_heads_kv to i64
  %kvs4.g13.hh64 = sext i32 %h to i64
  %kvs4.g13.rh = mul nsw i64 %kvs4.g13.r64, %kvs4.g13.h64
  %kvs4.g13.rhh = add nsw i64 %kvs4.g13.rh, %kvs4.g13.hh64
  %kvs4.g13.base = mul i64 %kvs4.g13.rhh, 128
  %kvs4.o13 = add i64 %kvs4.g13.base, %st.c4
  %kvs4.kp13 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs4.o13
  %kvs4.kf13 = extractelement <16 x float> %st.dk4, i32 13
  %kvs4.ks13 = fmul float %kvs4.kf13, %scale
  %kvs4.k13 = fptrunc float %kvs4.ks13 to bfloat
  store bfloat %kvs4.k13, ptr addrspace(1) %kvs4.kp13, align 2
  %kvs4.vp13 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs4.o13
  %kvs4.vf13 = extractelement <16 x float> %st.dv4, i32 13
  %kvs4.v13 = fptrunc float %kvs4.vf13 to bfloat
  store bfloat %kvs4.v13, ptr addrspace(1) %kvs4.vp13, align 2
  br label %kvs.4.14

kvs.4.14:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs4.r14 = add i32 %n0, %sr.row4.14
  %kvs4.ok14 = icmp slt i32 %kvs4.r14, %kv.len
  br i1 %kvs4.ok14, label %kvs.4.14.w, label %kvs.4.15

kvs.4.14.w:
  %kvs4.t14 = add i32 %kv.tok0, %kvs4.r14
  %kvs4.g14.r64 = sext i32 %kvs4.t14 to i64
  %kvs4.g14.h64 = sext i32 %num_heads_kv to i64
  %kvs4.g14.hh64 = sext i32 %h to i64
  %kvs4.g14.rh = mul nsw i64 %kvs4.g14.r64, %kvs4.g14.h64
  %kvs4.g14.rhh = add nsw i64 %kvs4.g14.rh, %kvs4.g14.hh64
  %kvs4.g14.base = mul i64 %kvs4.g14.rhh, 128
  %kvs4.o14 = add i64 %kvs4.g14.base, %st.c4
  %kvs4.kp14 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs4.o14
  %kvs4.kf14 = extractelement <16 x float> %st.dk4, i32 14
  %kvs4.ks14 = fmul float %kvs4.kf14, %scale
  %kvs4.k14 = fptrunc float %kvs4.ks14 to bfloat
  store bfloat %kvs4.k14, ptr addrspace(1) %kvs4.kp14, align 2
  %kvs4.vp14 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs4.o14
  %kvs4.vf14 = extractelement <16 x float> %st.dv4, i32 14
  %kvs4.v14 = fptrunc float %kvs4.vf14 to bfloat
  store bfloat %kvs4.v14, ptr addrspace(1) %kvs4.vp14, align 2
  br label %kvs.4.15

kvs.4.15:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs4.r15 = add i32 %n0, %sr.row4.15
  %kvs4.ok15 = icmp slt i32 %kvs4.r15, %kv.len
  br i1 %kvs4.ok15, label %kvs.4.15.w, label %kvs.5.0

kvs.4.15.w:
  %kvs4.t15 = add i32 %kv.tok0, %kvs4.r15
  %kvs4.g15.r64 = sext i32 %kvs4.t15 to i64
  %kvs4.g15.h64 = sext i32 %num_heads_kv to i64
  %kvs4.g15.hh64 = sext i32 %h to i64
  %kvs4.g15.rh = mul nsw i64 %kvs4.g15.r64, %kvs4.g15.h64
  %kvs4.g15.rhh = add nsw i64 %kvs4.g15.rh, %kvs4.g15.hh64
  %kvs4.g15.base = mul i64 %kvs4.g15.rhh, 128
  %kvs4.o15 = add i64 %kvs4.g15.base, %st.c4
  %kvs4.kp15 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs4.o15
  %kvs4.kf15 = extractelement <16 x float> %st.dk4, i32 15
  %kvs4.ks15 = fmul float %kvs4.kf15, %scale
  %kvs4.k15 = fptrunc float %kvs4.ks15 to bfloat
  store bfloat %kvs4.k15, ptr addrspace(1) %kvs4.kp15, align 2
  %kvs4.vp15 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs4.o15
  %kvs4.vf15 = extractelement <16 x float> %st.dv4, i32 15
  %kvs4.v15 = fptrunc float %kvs4.vf15 to bfloat
  store bfloat %kvs4.v15, ptr addrspace(1) %kvs4.vp15, align 2
  br label %kvs.5.0

kvs.5.0:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs5.r0 = add i32 %n0, %sr.row5.0
  %kvs5.ok0 = icmp slt i32 %kvs5.r0, %kv.len
  br i1 %kvs5.ok0, label %kvs.5.0.w, label %kvs.5.1

kvs.5.0.w:
  %kvs5.t0 = add i32 %kv.tok0, %kvs5.r0
  %kvs5.g0.r64 = sext i32 %kvs5.t0 to i64
  %kvs5.g0.h64 = sext i32 %num_heads_kv to i64
  %kvs5.g0.hh64 = sext i32 %h to i64
  %kvs5.g0.rh = mul nsw i64 %kvs5.g0.r64, %kvs5.g0.h64
  %kvs5.g0.rhh = add nsw i64 %kvs5.g0.rh, %kvs5.g0.hh64
  %kvs5.g0.base = mul i64 %kvs5.g0.rhh, 128
  %kvs5.o0 = add i64 %kvs5.g0.base, %st.c5
  %kvs5.kp0 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs5.o0
  %kvs5.kf0 = extractelement <16 x float> %st.dk5, i32 0
  %kvs5.ks0 = fmul float %kvs5.kf0, %scale
  %kvs5.k0 = fptrunc float %kvs5.ks0 to bfloat
  store bfloat %kvs5.k0, ptr addrspace(1) %kvs5.kp0, align 2
  %kvs5.vp0 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs5.o0
  %kvs5.vf0 = extractelement <16 x float> %st.dv5, i32 0
  %kvs5.v0 = fptrunc float %kvs5.vf0 to bfloat
  store bfloat %kvs5.v0, ptr addrspace(1) %kvs5.vp0, align 2
  br label %kvs.5.1

kvs.5.1:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs5.r1 = add i32 %n0, %sr.row5.1
  %kvs5.ok1 = icmp slt i32 %kvs5.r1, %kv.len
  br i1 %kvs5.ok1, label %kvs.5.1.w, label %kvs.5.2

kvs.5.1.w:
  %kvs5.t1 = add i32 %kv.tok0, %kvs5.r1
  %kvs5.g1.r64 = sext i32 %kvs5.t1 to i64
  %kvs5.g1.h64 = sext i32 %num_heads_kv to i64
  %kvs5.g1.hh64 = sext i32 %h to i64
  %kvs5.g1.rh = mul nsw i64 %kvs5.g1.r64, %kvs5.g1.h64
  %kvs5.g1.rhh = add nsw i64 %kvs5.g1.rh, %kvs5.g1.hh64
  %kvs5.g1.base = mul i64 %kvs5.g1.rhh, 128
  %kvs5.o1 = add i64 %kvs5.g1.base, %st.c5
  %kvs5.kp1 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs5.o1
  %kvs5.kf1 = extractelement <16 x float> %st.dk5, i32 1
  %kvs5.ks1 = fmul float %kvs5.kf1, %scale
  %kvs5.k1 = fptrunc float %kvs5.ks1 to bfloat
  store bfloat %kvs5.k1, ptr addrspace(1) %kvs5.kp1, align 2
  %kvs5.vp1 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs5.o1
  %kvs5.vf1 = extractelement <16 x float> %st.dv5, i32 1
  %kvs5.v1 = fptrunc float %kvs5.vf1 to bfloat
  store bfloat %kvs5.v1, ptr addrspace(1) %kvs5.vp1, align 2
  br label %kvs.5.2

kvs.5.2:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs5.r2 = add i32 %n0, %sr.row5.2
  %kvs5.ok2 = icmp slt i32 %kvs5.r2, %kv.len
  br i1 %kvs5.ok2, label %kvs.5.2.w, label %kvs.5.3

kvs.5.2.w:
  %kvs5.t2 = add i32 %kv.tok0, %kvs5.r2
  %kvs5.g2.r64 = sext i32 %kvs5.t2 to i64
  %kvs5.g2.h64 = sext i32 %num_heads_kv to i64
  %kvs5.g2.hh64 = sext i32 %h to i64
  %kvs5.g2.rh = mul nsw i64 %kvs5.g2.r64, %kvs5.g2.h64
  %kvs5.g2.rhh = add nsw i64 %kvs5.g2.rh, %kvs5.g2.hh64
  %kvs5.g2.base = mul i64 %kvs5.g2.rhh, 128
  %kvs5.o2 = add i64 %kvs5.g2.base, %st.c5
  %kvs5.kp2 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs5.o2
  %kvs5.kf2 = extractelement <16 x float> %st.dk5, i32 2
  %kvs5.ks2 = fmul float %kvs5.kf2, %scale
  %kvs5.k2 = fptrunc float %kvs5.ks2 to bfloat
  store bfloat %kvs5.k2, ptr addrspace(1) %kvs5.kp2, align 2
  %kvs5.vp2 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs5.o2
  %kvs5.vf2 = extractelement <16 x float> %st.dv5, i32 2
  %kvs5.v2 = fptrunc float %kvs5.vf2 to bfloat
  store bfloat %kvs5.v2, ptr addrspace(1) %kvs5.vp2, align 2
  br label %kvs.5.3

kvs.5.3:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs5.r3 = add i32 %n0, %sr.row5.3
  %kvs5.ok3 = icmp slt i32 %kvs5.r3, %kv.len
  br i1 %kvs5.ok3, label %kvs.5.3.w, label %kvs.5.4

kvs.5.3.w:
  %kvs5.t3 = add i32 %kv.tok0, %kvs5.r3
  %kvs5.g3.r64 = sext i32 %kvs5.t3 to i64
  %kvs5.g3.h64 = sext i32 %num_heads_kv to i64
  %kvs5.g3.hh64 = sext i32 %h to i64
  %kvs5.g3.rh = mul nsw i64 %kvs5.g3.r64, %kvs5.g3.h64
  %kvs5.g3.rhh = add nsw i64 %kvs5.g3.rh, %kvs5.g3.hh64
  %kvs5.g3.base = mul i64 %kvs5.g3.rhh, 128
  %kvs5.o3 = add i64 %kvs5.g3.base, %st.c5
  %kvs5.kp3 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs5.o3
  %kvs5.kf3 = extractelement <16 x float> %st.dk5, i32 3
  %kvs5.ks3 = fmul float %kvs5.kf3, %scale
  %kvs5.k3 = fptrunc float %kvs5.ks3 to bfloat
  store bfloat %kvs5.k3, ptr addrspace(1) %kvs5.kp3, align 2
  %kvs5.vp3 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs5.o3
  %kvs5.vf3 = extractelement <16 x float> %st.dv5, i32 3
  %kvs5.v3 = fptrunc float %kvs5.vf3 to bfloat
  store bfloat %kvs5.v3, ptr addrspace(1) %kvs5.vp3, align 2
  br label %kvs.5.4

kvs.5.4:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs5.r4 = add i32 %n0, %sr.row5.4
  %kvs5.ok4 = icmp slt i32 %kvs5.r4, %kv.len
  br i1 %kvs5.ok4, label %kvs.5.4.w, label %kvs.5.5

kvs.5.4.w:
  %kvs5.t4 = add i32 %kv.tok0, %kvs5.r4
  %kvs5.g4.r64 = sext i32 %kvs5.t4 to i64
  %kvs5.g4.h64 = sext i32 %num_heads_kv to i64
  %kvs5.g4.hh64 = sext i32 %h to i64
  %kvs5.g4.rh = mul nsw i64 %kvs5.g4.r64, %kvs5.g4.h64
  %kvs5.g4.rhh = add nsw i64 %kvs5.g4.rh, %kvs5.g4.hh64
  %kvs5.g4.base = mul i64 %kvs5.g4.rhh, 128
  %kvs5.o4 = add i64 %kvs5.g4.base, %st.c5
  %kvs5.kp4 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs5.o4
  %kvs5.kf4 = extractelement <16 x float> %st.dk5, i32 4
  %kvs5.ks4 = fmul float %kvs5.kf4, %scale
  %kvs5.k4 = fptrunc float %kvs5.ks4 to bfloat
  store bfloat %kvs5.k4, ptr addrspace(1) %kvs5.kp4, align 2
  %kvs5.vp4 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs5.o4
  %kvs5.vf4 = extractelement <16 x float> %st.dv5, i32 4
  %kvs5.v4 = fptrunc float %kvs5.vf4 to bfloat
  store bfloat %kvs5.v4, ptr addrspace(1) %kvs5.vp4, align 2
  br label %kvs.5.5

kvs.5.5:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs5.r5 = add i32 %n0, %sr.row5.5
  %kvs5.ok5 = icmp slt i32 %kvs5.r5, %kv.len
  br i1 %kvs5.ok5, label %kvs.5.5.w, label %kvs.5.6

kvs.5.5.w:
  %kvs5.t5 = add i32 %kv.tok0, %kvs5.r5
  %kvs5.g5.r64 = sext i32 %kvs5.t5 to i64
  %kvs5.g5.h64 = sext i32 %num_heads_kv to i64
  %kvs5.g5.hh64 = sext i32 %h to i64
  %kvs5.g5.rh = mul nsw i64 %kvs5.g5.r64, %kvs5.g5.h64
  %kvs5.g5.rhh = add nsw i64 %kvs5.g5.rh, %kvs5.g5.hh64
  %kvs5.g5.base = mul i64 %kvs5.g5.rhh, 128
  %kvs5.o5 = add i64 %kvs5.g5.base, %st.c5
  %kvs5.kp5 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs5.o5
  %kvs5.kf5 = extractelement <16 x float> %st.dk5, i32 5
  %kvs5.ks5 = fmul float %kvs5.kf5, %scale
  %kvs5.k5 = fptrunc float %kvs5.ks5 to bfloat
  store bfloat %kvs5.k5, ptr addrspace(1) %kvs5.kp5, align 2
  %kvs5.vp5 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs5.o5
  %kvs5.vf5 = extractelement <16 x float> %st.dv5, i32 5
  %kvs5.v5 = fptrunc float %kvs5.vf5 to bfloat
  store bfloat %kvs5.v5, ptr addrspace(1) %kvs5.vp5, align 2
  br label %kvs.5.6

kvs.5.6:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs5.r6 = add i32 %n0, %sr.row5.6
  %kvs5.ok6 = icmp slt i32 %kvs5.r6, %kv.len
  br i1 %kvs5.ok6, label %kvs.5.6.w, label %kvs.5.7

kvs.5.6.w:
  %kvs5.t6 = add i32 %kv.tok0, %kvs5.r6
  %kvs5.g6.r64 = sext i32 %kvs5.t6 to i64
  %kvs5.g6.h64 = sext i32 %num_heads_kv to i64
  %kvs5.g6.hh64 = sext i32 %h to i64
  %kvs5.g6.rh = mul nsw i64 %kvs5.g6.r64, %kvs5.g6.h64
  %kvs5.g6.rhh = add nsw i64 %kvs5.g6.rh, %kvs5.g6.hh64
  %kvs5.g6.base = mul i64 %kvs5.g6.rhh, 128
  %kvs5.o6 = add i64 %kvs5.g6.base, %st.c5
  %kvs5.kp6 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs5.o6
  %kvs5.kf6 = extractelement <16 x float> %st.dk5, i32 6
  %kvs5.ks6 = fmul float %kvs5.kf6, %scale
  %kvs5.k6 = fptrunc float %kvs5.ks6 to bfloat
  store bfloat %kvs5.k6, ptr addrspace(1) %kvs5.kp6, align 2
  %kvs5.vp6 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs5.o6
  %kvs5.vf6 = extractelement <16 x float> %st.dv5, i32 6
  %kvs5.v6 = fptrunc float %kvs5.vf6 to bfloat
  store bfloat %kvs5.v6, ptr addrspace(1) %kvs5.vp6, align 2
  br label %kvs.5.7

kvs.5.7:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs5.r7 = add i32 %n0, %sr.row5.7
  %kvs5.ok7 = icmp slt i32 %kvs5.r7, %kv.len
  br i1 %kvs5.ok7, label %kvs.5.7.w, label %kvs.5.8

kvs.5.7.w:
  %kvs5.t7 = add i32 %kv.tok0, %kvs5.r7
  %kvs5.g7.r64 = sext i32 %kvs5.t7 to i64
  %kvs5.g7.h64 = sext i32 %num_heads_kv to i64
  %kvs5.g7.hh64 = sext i32 %h to i64
  %kvs5.g7.rh = mul nsw i64 %kvs5.g7.r64, %kvs5.g7.h64
  %kvs5.g7.rhh = add nsw i64 %kvs5.g7.rh, %kvs5.g7.hh64
  %kvs5.g7.base = mul i64 %kvs5.g7.rhh, 128
  %kvs5.o7 = add i64 %kvs5.g7.base, %st.c5
  %kvs5.kp7 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs5.o7
  %kvs5.kf7 = extractelement <16 x float> %st.dk5, i32 7
  %kvs5.ks7 = fmul float %kvs5.kf7, %scale
  %kvs5.k7 = fptrunc float %kvs5.ks7 to bfloat
  store bfloat %kvs5.k7, ptr addrspace(1) %kvs5.kp7, align 2
  %kvs5.vp7 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs5.o7
  %kvs5.vf7 = extractelement <16 x float> %st.dv5, i32 7
  %kvs5.v7 = fptrunc float %kvs5.vf7 to bfloat
  store bfloat %kvs5.v7, ptr addrspace(1) %kvs5.vp7, align 2
  br label %kvs.5.8

kvs.5.8:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs5.r8 = add i32 %n0, %sr.row5.8
  %kvs5.ok8 = icmp slt i32 %kvs5.r8, %kv.len
  br i1 %kvs5.ok8, label %kvs.5.8.w, label %kvs.5.9

kvs.5.8.w:
  %kvs5.t8 = add i32 %kv.tok0, %kvs5.r8
  %kvs5.g8.r64 = sext i32 %kvs5.t8 to i64
  %kvs5.g8.h64 = sext i32 %num_heads_kv to i64
  %kvs5.g8.hh64 = sext i32 %h to i64
  %kvs5.g8.rh = mul nsw i64 %kvs5.g8.r64, %kvs5.g8.h64
  %kvs5.g8.rhh = add nsw i64 %kvs5.g8.rh, %kvs5.g8.hh64
  %kvs5.g8.base = mul i64 %kvs5.g8.rhh, 128
  %kvs5.o8 = add i64 %kvs5.g8.base, %st.c5
  %kvs5.kp8 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs5.o8
  %kvs5.kf8 = extractelement <16 x float> %st.dk5, i32 8
  %kvs5.ks8 = fmul float %kvs5.kf8, %scale
  %kvs5.k8 = fptrunc float %kvs5.ks8 to bfloat
  store bfloat %kvs5.k8, ptr addrspace(1) %kvs5.kp8, align 2
  %kvs5.vp8 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs5.o8
  %kvs5.vf8 = extractelement <16 x float> %st.dv5, i32 8
  %kvs5.v8 = fptrunc float %kvs5.vf8 to bfloat
  store bfloat %kvs5.v8, ptr addrspace(1) %kvs5.vp8, align 2
  br label %kvs.5.9

kvs.5.9:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs5.r9 = add i32 %n0, %sr.row5.9
  %kvs5.ok9 = icmp slt i32 %kvs5.r9, %kv.len
  br i1 %kvs5.ok9, label %kvs.5.9.w, label %kvs.5.10

kvs.5.9.w:
  %kvs5.t9 = add i32 %kv.tok0, %kvs5.r9
  %kvs5.g9.r64 = sext i32 %kvs5.t9 to i64
  %kvs5.g9.h64 = sext i32 %num_heads_kv to i64
  %kvs5.g9.hh64 = sext i32 %h to i64
  %kvs5.g9.rh = mul nsw i64 %kvs5.g9.r64, %kvs5.g9.h64
  %kvs5.g9.rhh = add nsw i64 %kvs5.g9.rh, %kvs5.g9.hh64
  %kvs5.g9.base = mul i64 %kvs5.g9.rhh, 128
  %kvs5.o9 = add i64 %kvs5.g9.base, %st.c5
  %kvs5.kp9 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs5.o9
  %kvs5.kf9 = extractelement <16 x float> %st.dk5, i32 9
  %kvs5.ks9 = fmul float %kvs5.kf9, %scale
  %kvs5.k9 = fptrunc float %kvs5.ks9 to bfloat
  store bfloat %kvs5.k9, ptr addrspace(1) %kvs5.kp9, align 2
  %kvs5.vp9 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs5.o9
  %kvs5.vf9 = extractelement <16 x float> %st.dv5, i32 9
  %kvs5.v9 = fptrunc float %kvs5.vf9 to bfloat
  store bfloat %kvs5.v9, ptr addrspace(1) %kvs5.vp9, align 2
  br label %kvs.5.10

kvs.5.10:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs5.r10 = add i32 %n0, %sr.row5.10
  %kvs5.ok10 = icmp slt i32 %kvs5.r10, %kv.len
  br i1 %kvs5.ok10, label %kvs.5.10.w, label %kvs.5.11

kvs.5.10.w:
  %kvs5.t10 = add i32 %kv.tok0, %kvs5.r10
  %kvs5.g10.r64 = sext i32 %kvs5.t10 to i64
  %kvs5.g10.h64 = sext i32 %num_heads_kv to i64
  %kvs5.g10.hh64 = sext i32 %h to i64
  %kvs5.g10.rh = mul nsw i64 %kvs5.g10.r64, %kvs5.g10.h64
  %kvs5.g10.rhh = add nsw i64 %kvs5.g10.rh, %kvs5.g10.hh64
  %kvs5.g10.base = mul i64 %kvs5.g10.rhh, 128
  %kvs5.o10 = add i64 %kvs5.g10.base, %st.c5
  %kvs5.kp10 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs5.o10
  %kvs5.kf10 = extractelement <16 x float> %st.dk5, i32 10
  %kvs5.ks10 = fmul float %kvs5.kf10, %scale
  %kvs5.k10 = fptrunc float %kvs5.ks10 to bfloat
  store bfloat %kvs5.k10, ptr addrspace(1) %kvs5.kp10, align 2
  %kvs5.vp10 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs5.o10
  %kvs5.vf10 = extractelement <16 x float> %st.dv5, i32 10
  %kvs5.v10 = fptrunc float %kvs5.vf10 to bfloat
  store bfloat %kvs5.v10, ptr addrspace(1) %kvs5.vp10, align 2
  br label %kvs.5.11

kvs.5.11:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs5.r11 = add i32 %n0, %sr.row5.11
  %kvs5.ok11 = icmp slt i32 %kvs5.r11, %kv.len
  br i1 %kvs5.ok11, label %kvs.5.11.w, label %kvs.5.12

kvs.5.11.w:
  %kvs5.t11 = add i32 %kv.tok0, %kvs5.r11
  %kvs5.g11.r64 = sext i32 %kvs5.t11 to i64
  %kvs5.g11.h64 = sext i32 %num_heads_kv to i64
  %kvs5.g11.hh64 = sext i32 %h to i64
  %kvs5.g11.rh = mul nsw i64 %kvs5.g11.r64, %kvs5.g11.h64
  %kvs5.g11.rhh = add nsw i64 %kvs5.g11.rh, %kvs5.g11.hh64
  %kvs5.g11.base = mul i64 %kvs5.g11.rhh, 128
  %kvs5.o11 = add i64 %kvs5.g11.base, %st.c5
  %kvs5.kp11 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs5.o11
  %kvs5.kf11 = extractelement <16 x float> %st.dk5, i32 11
  %kvs5.ks11 = fmul float %kvs5.kf11, %scale
  %kvs5.k11 = fptrunc float %kvs5.ks11 to bfloat
  store bfloat %kvs5.k11, ptr addrspace(1) %kvs5.kp11, align 2
  %kvs5.vp11 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs5.o11
  %kvs5.vf11 = extractelement <16 x float> %st.dv5, i32 11
  %kvs5.v11 = fptrunc float %kvs5.vf11 to bfloat
  store bfloat %kvs5.v11, ptr addrspace(1) %kvs5.vp11, align 2
  br label %kvs.5.12

kvs.5.12:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs5.r12 = add i32 %n0, %sr.row5.12
  %kvs5.ok12 = icmp slt i32 %kvs5.r12, %kv.len
  br i1 %kvs5.ok12, label %kvs.5.12.w, label %kvs.5.13

kvs.5.12.w:
  %kvs5.t12 = add i32 %kv.tok0, %kvs5.r12
  %kvs5.g12.r64 = sext i32 %kvs5.t12 to i64
  %kvs5.g12.h64 = sext i32 %num_heads_kv to i64
  %kvs5.g12.hh64 = sext i32 %h to i64
  %kvs5.g12.rh = mul nsw i64 %kvs5.g12.r64, %kvs5.g12.h64
  %kvs5.g12.rhh = add nsw i64 %kvs5.g12.rh, %kvs5.g12.hh64
  %kvs5.g12.base = mul i64 %kvs5.g12.rhh, 128
  %kvs5.o12 = add i64 %kvs5.g12.base, %st.c5
  %kvs5.kp12 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs5.o12
  %kvs5.kf12 = extractelement <16 x float> %st.dk5, i32 12
  %kvs5.ks12 = fmul float %kvs5.kf12, %scale
  %kvs5.k12 = fptrunc float %kvs5.ks12 to bfloat
  store bfloat %kvs5.k12, ptr addrspace(1) %kvs5.kp12, align 2
  %kvs5.vp12 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs5.o12
  %kvs5.vf12 = extractelement <16 x float> %st.dv5, i32 12
  %kvs5.v12 = fptrunc float %kvs5.vf12 to bfloat
  store bfloat %kvs5.v12, ptr addrspace(1) %kvs5.vp12, align 2
  br label %kvs.5.13

kvs.5.13:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs5.r13 = add i32 %n0, %sr.row5.13
  %kvs5.ok13 = icmp slt i32 %kvs5.r13, %kv.len
  br i1 %kvs5.ok13, label %kvs.5.13.w, label %kvs.5.14

kvs.5.13.w:
  %kvs5.t13 = add i32 %kv.tok0, %kvs5.r13
  %kvs5.g13.r64 = sext i32 %kvs5.t13 to i64
  %kvs5.g13.h64 = sext i32 %num_heads_kv to i64
  %kvs5.g13.hh64 = sext i32 %h to i64
  %kvs5.g13.rh = mul nsw i64 %kvs5.g13.r64, %kvs5.g13.h64
  %kvs5.g13.rhh = add nsw i64 %kvs5.g13.rh, %kvs5.g13.hh64
  %kvs5.g13.base = mul i64 %kvs5.g13.rhh, 128
  %kvs5.o13 = add i64 %kvs5.g13.base, %st.c5
  %kvs5.kp13 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs5.o13
  %kvs5.kf13 = extractelement <16 x float> %st.dk5, i32 13
  %kvs5.ks13 = fmul float %kvs5.kf13, %scale
  %kvs5.k13 = fptrunc float %kvs5.ks13 to bfloat
  store bfloat %kvs5.k13, ptr addrspace(1) %kvs5.kp13, align 2
  %kvs5.vp13 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs5.o13
  %kvs5.vf13 = extractelement <16 x float> %st.dv5, i32 13
  %kvs5.v13 = fptrunc float %kvs5.vf13 to bfloat
  store bfloat %kvs5.v13, ptr addrspace(1) %kvs5.vp13, align 2
  br label %kvs.5.14

kvs.5.14:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs5.r14 = add i32 %n0, %sr.row5.14
  %kvs5.ok14 = icmp slt i32 %kvs5.r14, %kv.len
  br i1 %kvs5.ok14, label %kvs.5.14.w, label %kvs.5.15

kvs.5.14.w:
  %kvs5.t14 = add i32 %kv.tok0, %kvs5.r14
  %kvs5.g14.r64 = sext i32 %kvs5.t14 to i64
  %kvs5.g14.h64 = sext i32 %num_heads_kv to i64
  %kvs5.g14.hh64 = sext i32 %h to i64
  %kvs5.g14.rh = mul nsw i64 %kvs5.g14.r64, %kvs5.g14.h64
  %kvs5.g14.rhh = add nsw i64 %kvs5.g14.rh, %kvs5.g14.hh64
  %kvs5.g14.base = mul i64 %kvs5.g14.rhh, 128
  %kvs5.o14 = add i64 %kvs5.g14.base, %st.c5
  %kvs5.kp14 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs5.o14
  %kvs5.kf14 = extractelement <16 x float> %st.dk5, i32 14
  %kvs5.ks14 = fmul float %kvs5.kf14, %scale
  %kvs5.k14 = fptrunc float %kvs5.ks14 to bfloat
  store bfloat %kvs5.k14, ptr addrspace(1) %kvs5.kp14, align 2
  %kvs5.vp14 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs5.o14
  %kvs5.vf14 = extractelement <16 x float> %st.dv5, i32 14
  %kvs5.v14 = fptrunc float %kvs5.vf14 to bfloat
  store bfloat %kvs5.v14, ptr addrspace(1) %kvs5.vp14, align 2
  br label %kvs.5.15

kvs.5.15:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs5.r15 = add i32 %n0, %sr.row5.15
  %kvs5.ok15 = icmp slt i32 %kvs5.r15, %kv.len
  br i1 %kvs5.ok15, label %kvs.5.15.w, label %kvs.6.0

kvs.5.15.w:
  %kvs5.t15 = add i32 %kv.tok0, %kvs5.r15
  %kvs5.g15.r64 = sext i32 %kvs5.t15 to i64
  %kvs5.g15.h64 = sext i32 %num_heads_kv to i64
  %kvs5.g15.hh64 = sext i32 %h to i64
  %kvs5.g15.rh = mul nsw i64 %kvs5.g15.r64, %kvs5.g15.h64
  %kvs5.g15.rhh = add nsw i64 %kvs5.g15.rh, %kvs5.g15.hh64
  %kvs5.g15.base = mul i64 %kvs5.g15.rhh, 128
  %kvs5.o15 = add i64 %kvs5.g15.base, %st.c5
  %kvs5.kp15 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs5.o15
  %kvs5.kf15 = extractelement <16 x float> %st.dk5, i32 15
  %kvs5.ks15 = fmul float %kvs5.kf15, %scale
  %kvs5.k15 = fptrunc float %kvs5.ks15 to bfloat
  store bfloat %kvs5.k15, ptr addrspace(1) %kvs5.kp15, align 2
  %kvs5.vp15 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs5.o15
  %kvs5.vf15 = extractelement <16 x float> %st.dv5, i32 15
  %kvs5.v15 = fptrunc float %kvs5.vf15 to bfloat
  store bfloat %kvs5.v15, ptr addrspace(1) %kvs5.vp15, align 2
  br label %kvs.6.0

kvs.6.0:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs6.r0 = add i32 %n0, %sr.row6.0
  %kvs6.ok0 = icmp slt i32 %kvs6.r0, %kv.len
  br i1 %kvs6.ok0, label %kvs.6.0.w, label %kvs.6.1

kvs.6.0.w:
  %kvs6.t0 = add i32 %kv.tok0, %kvs6.r0
  %kvs6.g0.r64 = sext i32 %kvs6.t0 to i64
  %kvs6.g0.h64 = sext i32 %num_heads_kv to i64
  %kvs6.g0.hh64 = sext i32 %h to i64
  %kvs6.g0.rh = mul nsw i64 %kvs6.g0.r64, %kvs6.g0.h64
  %kvs6.g0.rhh = add nsw i64 %kvs6.g0.rh, %kvs6.g0.hh64
  %kvs6.g0.base = mul i64 %kvs6.g0.rhh, 128
  %kvs6.o0 = add i64 %kvs6.g0.base, %st.c6
  %kvs6.kp0 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs6.o0
  %kvs6.kf0 = extractelement <16 x float> %st.dk6, i32 0
  %kvs6.ks0 = fmul float %kvs6.kf0, %scale
  %kvs6.k0 = fptrunc float %kvs6.ks0 to bfloat
  store bfloat %kvs6.k0, ptr addrspace(1) %kvs6.kp0, align 2
  %kvs6.vp0 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs6.o0
  %kvs6.vf0 = extractelement <16 x float> %st.dv6, i32 0
  %kvs6.v0 = fptrunc float %kvs6.vf0 to bfloat
  store bfloat %kvs6.v0, ptr addrspace(1) %kvs6.vp0, align 2
  br label %kvs.6.1

kvs.6.1:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs6.r1 = add i32 %n0, %sr.row6.1
  %kvs6.ok1 = icmp slt i32 %kvs6.r1, %kv.len
  br i1 %kvs6.ok1, label %kvs.6.1.w, label %kvs.6.2

kvs.6.1.w:
  %kvs6.t1 = add i32 %kv.tok0, %kvs6.r1
  %kvs6.g1.r64 = sext i32 %kvs6.t1 to i64
  %kvs6.g1.h64 = sext i32 %num_heads_kv to i64
  %kvs6.g1.hh64 = sext i32 %h to i64
  %kvs6.g1.rh = mul nsw i64 %kvs6.g1.r64, %kvs6.g1.h64
  %kvs6.g1.rhh = add nsw i64 %kvs6.g1.rh, %kvs6.g1.hh64
  %kvs6.g1.base = mul i64 %kvs6.g1.rhh, 128
  %kvs6.o1 = add i64 %kvs6.g1.base, %st.c6
  %kvs6.kp1 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs6.o1
  %kvs6.kf1 = extractelement <16 x float> %st.dk6, i32 1
  %kvs6.ks1 = fmul float %kvs6.kf1, %scale
  %kvs6.k1 = fptrunc float %kvs6.ks1 to bfloat
  store bfloat %kvs6.k1, ptr addrspace(1) %kvs6.kp1, align 2
  %kvs6.vp1 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs6.o1
  %kvs6.vf1 = extractelement <16 x float> %st.dv6, i32 1
  %kvs6.v1 = fptrunc float %kvs6.vf1 to bfloat
  store bfloat %kvs6.v1, ptr addrspace(1) %kvs6.vp1, align 2
  br label %kvs.6.2

kvs.6.2:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs6.r2 = add i32 %n0, %sr.row6.2
  %kvs6.ok2 = icmp slt i32 %kvs6.r2, %kv.len
  br i1 %kvs6.ok2, label %kvs.6.2.w, label %kvs.6.3

kvs.6.2.w:
  %kvs6.t2 = add i32 %kv.tok0, %kvs6.r2
  %kvs6.g2.r64 = sext i32 %kvs6.t2 to i64
  %kvs6.g2.h64 = sext i32 %num_heads_kv to i64
  %kvs6.g2.hh64 = sext i32 %h to i64
  %kvs6.g2.rh = mul nsw i64 %kvs6.g2.r64, %kvs6.g2.h64
  %kvs6.g2.rhh = add nsw i64 %kvs6.g2.rh, %kvs6.g2.hh64
  %kvs6.g2.base = mul i64 %kvs6.g2.rhh, 128
  %kvs6.o2 = add i64 %kvs6.g2.base, %st.c6
  %kvs6.kp2 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs6.o2
  %kvs6.kf2 = extractelement <16 x float> %st.dk6, i32 2
  %kvs6.ks2 = fmul float %kvs6.kf2, %scale
  %kvs6.k2 = fptrunc float %kvs6.ks2 to bfloat
  store bfloat %kvs6.k2, ptr addrspace(1) %kvs6.kp2, align 2
  %kvs6.vp2 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs6.o2
  %kvs6.vf2 = extractelement <16 x float> %st.dv6, i32 2
  %kvs6.v2 = fptrunc float %kvs6.vf2 to bfloat
  store bfloat %kvs6.v2, ptr addrspace(1) %kvs6.vp2, align 2
  br label %kvs.6.3

kvs.6.3:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs6.r3 = add i32 %n0, %sr.row6.3
  %kvs6.ok3 = icmp slt i32 %kvs6.r3, %kv.len
  br i1 %kvs6.ok3, label %kvs.6.3.w, label %kvs.6.4

kvs.6.3.w:
  %kvs6.t3 = add i32 %kv.tok0, %kvs6.r3
  %kvs6.g3.r64 = sext i32 %kvs6.t3 to i64
  %kvs6.g3.h64 = sext i32 %num_heads_kv to i64
  %kvs6.g3.hh64 = sext i32 %h to i64
  %kvs6.g3.rh = mul nsw i64 %kvs6.g3.r64, %kvs6.g3.h64
  %kvs6.g3.rhh = add nsw i64 %kvs6.g3.rh, %kvs6.g3.hh64
  %kvs6.g3.base = mul i64 %kvs6.g3.rhh, 128
  %kvs6.o3 = add i64 %kvs6.g3.base, %st.c6
  %kvs6.kp3 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs6.o3
  %kvs6.kf3 = extractelement <16 x float> %st.dk6, i32 3
  %kvs6.ks3 = fmul float %kvs6.kf3, %scale
  %kvs6.k3 = fptrunc float %kvs6.ks3 to bfloat
  store bfloat %kvs6.k3, ptr addrspace(1) %kvs6.kp3, align 2
  %kvs6.vp3 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs6.o3
  %kvs6.vf3 = extractelement <16 x float> %st.dv6, i32 3
  %kvs6.v3 = fptrunc float %kvs6.vf3 to bfloat
  store bfloat %kvs6.v3, ptr addrspace(1) %kvs6.vp3, align 2
  br label %kvs.6.4

kvs.6.4:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs6.r4 = add i32 %n0, %sr.row6.4
  %kvs6.ok4 = icmp slt i32 %kvs6.r4, %kv.len
  br i1 %kvs6.ok4, label %kvs.6.4.w, label %kvs.6.5

kvs.6.4.w:
  %kvs6.t4 = add i32 %kv.tok0, %kvs6.r4
  %kvs6.g4.r64 = sext i32 %kvs6.t4 to i64
  %kvs6.g4.h64 = sext i32 %num_heads_kv to i64
  %kvs6.g4.hh64 = sext i32 %h to i64
  %kvs6.g4.rh = mul nsw i64 %kvs6.g4.r64, %kvs6.g4.h64
  %kvs6.g4.rhh = add nsw i64 %kvs6.g4.rh, %kvs6.g4.hh64
  %kvs6.g4.base = mul i64 %kvs6.g4.rhh, 128
  %kvs6.o4 = add i64 %kvs6.g4.base, %st.c6
  %kvs6.kp4 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs6.o4
  %kvs6.kf4 = extractelement <16 x float> %st.dk6, i32 4
  %kvs6.ks4 = fmul float %kvs6.kf4, %scale
  %kvs6.k4 = fptrunc float %kvs6.ks4 to bfloat
  store bfloat %kvs6.k4, ptr addrspace(1) %kvs6.kp4, align 2
  %kvs6.vp4 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs6.o4
  %kvs6.vf4 = extractelement <16 x float> %st.dv6, i32 4
  %kvs6.v4 = fptrunc float %kvs6.vf4 to bfloat
  store bfloat %kvs6.v4, ptr addrspace(1) %kvs6.vp4, align 2
  br label %kvs.6.5

kvs.6.5:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs6.r5 = add i32 %n0, %sr.row6.5
  %kvs6.ok5 = icmp slt i32 %kvs6.r5, %kv.len
  br i1 %kvs6.ok5, label %kvs.6.5.w, label %kvs.6.6

kvs.6.5.w:
  %kvs6.t5 = add i32 %kv.tok0, %kvs6.r5
  %kvs6.g5.r64 = sext i32 %kvs6.t5 to i64
  %kvs6.g5.h64 = sext i32 %num_heads_kv to i64
  %kvs6.g5.hh64 = sext i32 %h to i64
  %kvs6.g5.rh = mul nsw i64 %kvs6.g5.r64, %kvs6.g5.h64
  %kvs6.g5.rhh = add nsw i64 %kvs6.g5.rh, %kvs6.g5.hh64
  %kvs6.g5.base = mul i64 %kvs6.g5.rhh, 128
  %kvs6.o5 = add i64 %kvs6.g5.base, %st.c6
  %kvs6.kp5 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs6.o5
  %kvs6.kf5 = extractelement <16 x float> %st.dk6, i32 5
  %kvs6.ks5 = fmul float %kvs6.kf5, %scale
  %kvs6.k5 = fptrunc float %kvs6.ks5 to bfloat
  store bfloat %kvs6.k5, ptr addrspace(1) %kvs6.kp5, align 2
  %kvs6.vp5 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs6.o5
  %kvs6.vf5 = extractelement <16 x float> %st.dv6, i32 5
  %kvs6.v5 = fptrunc float %kvs6.vf5 to bfloat
  store bfloat %kvs6.v5, ptr addrspace(1) %kvs6.vp5, align 2
  br label %kvs.6.6

kvs.6.6:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs6.r6 = add i32 %n0, %sr.row6.6
  %kvs6.ok6 = icmp slt i32 %kvs6.r6, %kv.len
  br i1 %kvs6.ok6, label %kvs.6.6.w, label %kvs.6.7

kvs.6.6.w:
  %kvs6.t6 = add i32 %kv.tok0, %kvs6.r6
  %kvs6.g6.r64 = sext i32 %kvs6.t6 to i64
  %kvs6.g6.h64 = sext i32 %num_heads_kv to i64
  %kvs6.g6.hh64 = sext i32 %h to i64
  %kvs6.g6.rh = mul nsw i64 %kvs6.g6.r64, %kvs6.g6.h64
  %kvs6.g6.rhh = add nsw i64 %kvs6.g6.rh, %kvs6.g6.hh64
  %kvs6.g6.base = mul i64 %kvs6.g6.rhh, 128
  %kvs6.o6 = add i64 %kvs6.g6.base, %st.c6
  %kvs6.kp6 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs6.o6
  %kvs6.kf6 = extractelement <16 x float> %st.dk6, i32 6
  %kvs6.ks6 = fmul float %kvs6.kf6, %scale
  %kvs6.k6 = fptrunc float %kvs6.ks6 to bfloat
  store bfloat %kvs6.k6, ptr addrspace(1) %kvs6.kp6, align 2
  %kvs6.vp6 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs6.o6
  %kvs6.vf6 = extractelement <16 x float> %st.dv6, i32 6
  %kvs6.v6 = fptrunc float %kvs6.vf6 to bfloat
  store bfloat %kvs6.v6, ptr addrspace(1) %kvs6.vp6, align 2
  br label %kvs.6.7

kvs.6.7:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs6.r7 = add i32 %n0, %sr.row6.7
  %kvs6.ok7 = icmp slt i32 %kvs6.r7, %kv.len
  br i1 %kvs6.ok7, label %kvs.6.7.w, label %kvs.6.8

kvs.6.7.w:
  %kvs6.t7 = add i32 %kv.tok0, %kvs6.r7
  %kvs6.g7.r64 = sext i32 %kvs6.t7 to i64
  %kvs6.g7.h64 = sext i32 %num_heads_kv to i64
  %kvs6.g7.hh64 = sext i32 %h to i64
  %kvs6.g7.rh = mul nsw i64 %kvs6.g7.r64, %kvs6.g7.h64
  %kvs6.g7.rhh = add nsw i64 %kvs6.g7.rh, %kvs6.g7.hh64
  %kvs6.g7.base = mul i64 %kvs6.g7.rhh, 128
  %kvs6.o7 = add i64 %kvs6.g7.base, %st.c6
  %kvs6.kp7 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs6.o7
  %kvs6.kf7 = extractelement <16 x float> %st.dk6, i32 7
  %kvs6.ks7 = fmul float %kvs6.kf7, %scale
  %kvs6.k7 = fptrunc float %kvs6.ks7 to bfloat
  store bfloat %kvs6.k7, ptr addrspace(1) %kvs6.kp7, align 2
  %kvs6.vp7 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs6.o7
  %kvs6.vf7 = extractelement <16 x float> %st.dv6, i32 7
  %kvs6.v7 = fptrunc float %kvs6.vf7 to bfloat
  store bfloat %kvs6.v7, ptr addrspace(1) %kvs6.vp7, align 2
  br label %kvs.6.8

kvs.6.8:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs6.r8 = add i32 %n0, %sr.row6.8
  %kvs6.ok8 = icmp slt i32 %kvs6.r8, %kv.len
  br i1 %kvs6.ok8, label %kvs.6.8.w, label %kvs.6.9

kvs.6.8.w:
  %kvs6.t8 = add i32 %kv.tok0, %kvs6.r8
  %kvs6.g8.r64 = sext i32 %kvs6.t8 to i64
  %kvs6.g8.h64 = sext i32 %num_heads_kv to i64
  %kvs6.g8.hh64 = sext i32 %h to i64
  %kvs6.g8.rh = mul nsw i64 %kvs6.g8.r64, %kvs6.g8.h64
  %kvs6.g8.rhh = add nsw i64 %kvs6.g8.rh, %kvs6.g8.hh64
  %kvs6.g8.base = mul i64 %kvs6.g8.rhh, 128
  %kvs6.o8 = add i64 %kvs6.g8.base, %st.c6
  %kvs6.kp8 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs6.o8
  %kvs6.kf8 = extractelement <16 x float> %st.dk6, i32 8
  %kvs6.ks8 = fmul float %kvs6.kf8, %scale
  %kvs6.k8 = fptrunc float %kvs6.ks8 to bfloat
  store bfloat %kvs6.k8, ptr addrspace(1) %kvs6.kp8, align 2
  %kvs6.vp8 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs6.o8
  %kvs6.vf8 = extractelement <16 x float> %st.dv6, i32 8
  %kvs6.v8 = fptrunc float %kvs6.vf8 to bfloat
  store bfloat %kvs6.v8, ptr addrspace(1) %kvs6.vp8, align 2
  br label %kvs.6.9

kvs.6.9:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs6.r9 = add i32 %n0, %sr.row6.9
  %kvs6.ok9 = icmp slt i32 %kvs6.r9, %kv.len
  br i1 %kvs6.ok9, label %kvs.6.9.w, label %kvs.6.10

kvs.6.9.w:
  %kvs6.t9 = add i32 %kv.tok0, %kvs6.r9
  %kvs6.g9.r64 = sext i32 %kvs6.t9 to i64
  %kvs6.g9.h64 = sext i32 %num_heads_kv to i64
  %kvs6.g9.hh64 = sext i32 %h to i64
  %kvs6.g9.rh = mul nsw i64 %kvs6.g9.r64, %kvs6.g9.h64
  %kvs6.g9.rhh = add nsw i64 %kvs6.g9.rh, %kvs6.g9.hh64
  %kvs6.g9.base = mul i64 %kvs6.g9.rhh, 128
  %kvs6.o9 = add i64 %kvs6.g9.base, %st.c6
  %kvs6.kp9 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs6.o9
  %kvs6.kf9 = extractelement <16 x float> %st.dk6, i32 9
  %kvs6.ks9 = fmul float %kvs6.kf9, %scale
  %kvs6.k9 = fptrunc float %kvs6.ks9 to bfloat
  store bfloat %kvs6.k9, ptr addrspace(1) %kvs6.kp9, align 2
  %kvs6.vp9 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs6.o9
  %kvs6.vf9 = extractelement <16 x float> %st.dv6, i32 9
  %kvs6.v9 = fptrunc float %kvs6.vf9 to bfloat
  store bfloat %kvs6.v9, ptr addrspace(1) %kvs6.vp9, align 2
  br label %kvs.6.10

kvs.6.10:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs6.r10 = add i32 %n0, %sr.row6.10
  %kvs6.ok10 = icmp slt i32 %kvs6.r10, %kv.len
  br i1 %kvs6.ok10, label %kvs.6.10.w, label %kvs.6.11

kvs.6.10.w:
  %kvs6.t10 = add i32 %kv.tok0, %kvs6.r10
  %kvs6.g10.r64 = sext i32 %kvs6.t10 to i64
  %kvs6.g10.h64 = sext i32 %num_heads_kv to i64
  %kvs6.g10.hh64 = sext i32 %h to i64
  %kvs6.g10.rh = mul nsw i64 %kvs6.g10.r64, %kvs6.g10.h64
  %kvs6.g10.rhh = add nsw i64 %kvs6.g10.rh, %kvs6.g10.hh64
  %kvs6.g10.base = mul i64 %kvs6.g10.rhh, 128
  %kvs6.o10 = add i64 %kvs6.g10.base, %st.c6
  %kvs6.kp10 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs6.o10
  %kvs6.kf10 = extractelement <16 x float> %st.dk6, i32 10
  %kvs6.ks10 = fmul float %kvs6.kf10, %scale
  %kvs6.k10 = fptrunc float %kvs6.ks10 to bfloat
  store bfloat %kvs6.k10, ptr addrspace(1) %kvs6.kp10, align 2
  %kvs6.vp10 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs6.o10
  %kvs6.vf10 = extractelement <16 x float> %st.dv6, i32 10
  %kvs6.v10 = fptrunc float %kvs6.vf10 to bfloat
  store bfloat %kvs6.v10, ptr addrspace(1) %kvs6.vp10, align 2
  br label %kvs.6.11

kvs.6.11:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs6.r11 = add i32 %n0, %sr.row6.11
  %kvs6.ok11 = icmp slt i32 %kvs6.r11, %kv.len
  br i1 %kvs6.ok11, label %kvs.6.11.w, label %kvs.6.12

kvs.6.11.w:
  %kvs6.t11 = add i32 %kv.tok0, %kvs6.r11
  %kvs6.g11.r64 = sext i32 %kvs6.t11 to i64
  %kvs6.g11.h64 = sext i32 %num_heads_kv to i64
  %kvs6.g11.hh64 = sext i32 %h to i64
  %kvs6.g11.rh = mul nsw i64 %kvs6.g11.r64, %kvs6.g11.h64
  %kvs6.g11.rhh = add nsw i64 %kvs6.g11.rh, %kvs6.g11.hh64
  %kvs6.g11.base = mul i64 %kvs6.g11.rhh, 128
  %kvs6.o11 = add i64 %kvs6.g11.base, %st.c6
  %kvs6.kp11 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs6.o11
  %kvs6.kf11 = extractelement <16 x float> %st.dk6, i32 11
  %kvs6.ks11 = fmul float %kvs6.kf11, %scale
  %kvs6.k11 = fptrunc float %kvs6.ks11 to bfloat
  store bfloat %kvs6.k11, ptr addrspace(1) %kvs6.kp11, align 2
  %kvs6.vp11 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs6.o11
  %kvs6.vf11 = extractelement <16 x float> %st.dv6, i32 11
  %kvs6.v11 = fptrunc float %kvs6.vf11 to bfloat
  store bfloat %kvs6.v11, ptr addrspace(1) %kvs6.vp11, align 2
  br label %kvs.6.12

kvs.6.12:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs6.r12 = add i32 %n0, %sr.row6.12
  %kvs6.ok12 = icmp slt i32 %kvs6.r12, %kv.len
  br i1 %kvs6.ok12, label %kvs.6.12.w, label %kvs.6.13

kvs.6.12.w:
  %kvs6.t12 = add i32 %kv.tok0, %kvs6.r12
  %kvs6.g12.r64 = sext i32 %kvs6.t12 to i64
  %kvs6.g12.h64 = sext i32 %num_heads_kv to i64
  %kvs6.g12.hh64 = sext i32 %h to i64
  %kvs6.g12.rh = mul nsw i64 %kvs6.g12.r64, %kvs6.g12.h64
  %kvs6.g12.rhh = add nsw i64 %kvs6.g12.rh, %kvs6.g12.hh64
  %kvs6.g12.base = mul i64 %kvs6.g12.rhh, 128
  %kvs6.o12 = add i64 %kvs6.g12.base, %st.c6
  %kvs6.kp12 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs6.o12
  %kvs6.kf12 = extractelement <16 x float> %st.dk6, i32 12
  %kvs6.ks12 = fmul float %kvs6.kf12, %scale
  %kvs6.k12 = fptrunc float %kvs6.ks12 to bfloat
  store bfloat %kvs6.k12, ptr addrspace(1) %kvs6.kp12, align 2
  %kvs6.vp12 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs6.o12
  %kvs6.vf12 = extractelement <16 x float> %st.dv6, i32 12
  %kvs6.v12 = fptrunc float %kvs6.vf12 to bfloat
  store bfloat %kvs6.v12, ptr addrspace(1) %kvs6.vp12, align 2
  br label %kvs.6.13

kvs.6.13:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs6.r13 = add i32 %n0, %sr.row6.13
  %kvs6.ok13 = icmp slt i32 %kvs6.r13, %kv.len
  br i1 %kvs6.ok13, label %kvs.6.13.w, label %kvs.6.14

kvs.6.13.w:
  %kvs6.t13 = add i32 %kv.tok0, %kvs6.r13
  %kvs6.g13.r64 = sext i32 %kvs6.t13 to i64
  %kvs6.g13.h64 = sext i32 %num_heads_kv to i64
  %kvs6.g13.hh64 = sext i32 %h to i64
  %kvs6.g13.rh = mul nsw i64 %kvs6.g13.r64, %kvs6.g13.h64
  %kvs6.g13.rhh = add nsw i64 %kvs6.g13.rh, %kvs6.g13.hh64
  %kvs6.g13.base = mul i64 %kvs6.g13.rhh, 128
  %kvs6.o13 = add i64 %kvs6.g13.base, %st.c6
  %kvs6.kp13 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs6.o13
  %kvs6.kf13 = extractelement <16 x float> %st.dk6, i32 13
  %kvs6.ks13 = fmul float %kvs6.kf13, %scale
  %kvs6.k13 = fptrunc float %kvs6.ks13 to bfloat
  store bfloat %kvs6.k13, ptr addrspace(1) %kvs6.kp13, align 2
  %kvs6.vp13 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs6.o13
  %kvs6.vf13 = extractelement <16 x float> %st.dv6, i32 13
  %kvs6.v13 = fptrunc float %kvs6.vf13 to bfloat
  store bfloat %kvs6.v13, ptr addrspace(1) %kvs6.vp13, align 2
  br label %kvs.6.14

kvs.6.14:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs6.r14 = add i32 %n0, %sr.row6.14
  %kvs6.ok14 = icmp slt i32 %kvs6.r14, %kv.len
  br i1 %kvs6.ok14, label %kvs.6.14.w, label %kvs.6.15

kvs.6.14.w:
  %kvs6.t14 = add i32 %kv.tok0, %kvs6.r14
  %kvs6.g14.r64 = sext i32 %kvs6.t14 to i64
  %kvs6.g14.h64 = sext i32 %num_heads_kv to i64
  %kvs6.g14.hh64 = sext i32 %h to i64
  %kvs6.g14.rh = mul nsw i64 %kvs6.g14.r64, %kvs6.g14.h64
  %kvs6.g14.rhh = add nsw i64 %kvs6.g14.rh, %kvs6.g14.hh64
  %kvs6.g14.base = mul i64 %kvs6.g14.rhh, 128
  %kvs6.o14 = add i64 %kvs6.g14.base, %st.c6
  %kvs6.kp14 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs6.o14
  %kvs6.kf14 = extractelement <16 x float> %st.dk6, i32 14
  %kvs6.ks14 = fmul float %kvs6.kf14, %scale
  %kvs6.k14 = fptrunc float %kvs6.ks14 to bfloat
  store bfloat %kvs6.k14, ptr addrspace(1) %kvs6.kp14, align 2
  %kvs6.vp14 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs6.o14
  %kvs6.vf14 = extractelement <16 x float> %st.dv6, i32 14
  %kvs6.v14 = fptrunc float %kvs6.vf14 to bfloat
  store bfloat %kvs6.v14, ptr addrspace(1) %kvs6.vp14, align 2
  br label %kvs.6.15

kvs.6.15:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs6.r15 = add i32 %n0, %sr.row6.15
  %kvs6.ok15 = icmp slt i32 %kvs6.r15, %kv.len
  br i1 %kvs6.ok15, label %kvs.6.15.w, label %kvs.7.0

kvs.6.15.w:
  %kvs6.t15 = add i32 %kv.tok0, %kvs6.r15
  %kvs6.g15.r64 = sext i32 %kvs6.t15 to i64
  %kvs6.g15.h64 = sext i32 %num_heads_kv to i64
  %kvs6.g15.hh64 = sext i32 %h to i64
  %kvs6.g15.rh = mul nsw i64 %kvs6.g15.r64, %kvs6.g15.h64
  %kvs6.g15.rhh = add nsw i64 %kvs6.g15.rh, %kvs6.g15.hh64
  %kvs6.g15.base = mul i64 %kvs6.g15.rhh, 128
  %kvs6.o15 = add i64 %kvs6.g15.base, %st.c6
  %kvs6.kp15 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs6.o15
  %kvs6.kf15 = extractelement <16 x float> %st.dk6, i32 15
  %kvs6.ks15 = fmul float %kvs6.kf15, %scale
  %kvs6.k15 = fptrunc float %kvs6.ks15 to bfloat
  store bfloat %kvs6.k15, ptr addrspace(1) %kvs6.kp15, align 2
  %kvs6.vp15 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs6.o15
  %kvs6.vf15 = extractelement <16 x float> %st.dv6, i32 15
  %kvs6.v15 = fptrunc float %kvs6.vf15 to bfloat
  store bfloat %kvs6.v15, ptr addrspace(1) %kvs6.vp15, align 2
  br label %kvs.7.0

kvs.7.0:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs7.r0 = add i32 %n0, %sr.row7.0
  %kvs7.ok0 = icmp slt i32 %kvs7.r0, %kv.len
  br i1 %kvs7.ok0, label %kvs.7.0.w, label %kvs.7.1

kvs.7.0.w:
  %kvs7.t0 = add i32 %kv.tok0, %kvs7.r0
  %kvs7.g0.r64 = sext i32 %kvs7.t0 to i64
  %kvs7.g0.h64 = sext i32 %num_heads_kv to i64
  %kvs7.g0.hh64 = sext i32 %h to i64
  %kvs7.g0.rh = mul nsw i64 %kvs7.g0.r64, %kvs7.g0.h64
  %kvs7.g0.rhh = add nsw i64 %kvs7.g0.rh, %kvs7.g0.hh64
  %kvs7.g0.base = mul i64 %kvs7.g0.rhh, 128
  %kvs7.o0 = add i64 %kvs7.g0.base, %st.c7
  %kvs7.kp0 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs7.o0
  %kvs7.kf0 = extractelement <16 x float> %st.dk7, i32 0
  %kvs7.ks0 = fmul float %kvs7.kf0, %scale
  %kvs7.k0 = fptrunc float %kvs7.ks0 to bfloat
  store bfloat %kvs7.k0, ptr addrspace(1) %kvs7.kp0, align 2
  %kvs7.vp0 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs7.o0
  %kvs7.vf0 = extractelement <16 x float> %st.dv7, i32 0
  %kvs7.v0 = fptrunc float %kvs7.vf0 to bfloat
  store bfloat %kvs7.v0, ptr addrspace(1) %kvs7.vp0, align 2
  br label %kvs.7.1

kvs.7.1:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs7.r1 = add i32 %n0, %sr.row7.1
  %kvs7.ok1 = icmp slt i32 %kvs7.r1, %kv.len
  br i1 %kvs7.ok1, label %kvs.7.1.w, label %kvs.7.2

kvs.7.1.w:
  %kvs7.t1 = add i32 %kv.tok0, %kvs7.r1
  %kvs7.g1.r64 = sext i32 %kvs7.t1 to i64
  %kvs7.g1.h64 = sext i32 %num_heads_kv to i64
  %kvs7.g1.hh64 = sext i32 %h to i64
  %kvs7.g1.rh = mul nsw i64 %kvs7.g1.r64, %kvs7.g1.h64
  %kvs7.g1.rhh = add nsw i64 %kvs7.g1.rh, %kvs7.g1.hh64
  %kvs7.g1.base = mul i64 %kvs7.g1.rhh, 128
  %kvs7.o1 = add i64 %kvs7.g1.base, %st.c7
  %kvs7.kp1 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs7.o1
  %kvs7.kf1 = extractelement <16 x float> %st.dk7, i32 1
  %kvs7.ks1 = fmul float %kvs7.kf1, %scale
  %kvs7.k1 = fptrunc float %kvs7.ks1 to bfloat
  store bfloat %kvs7.k1, ptr addrspace(1) %kvs7.kp1, align 2
  %kvs7.vp1 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs7.o1
  %kvs7.vf1 = extractelement <16 x float> %st.dv7, i32 1
  %kvs7.v1 = fptrunc float %kvs7.vf1 to bfloat
  store bfloat %kvs7.v1, ptr addrspace(1) %kvs7.vp1, align 2
  br label %kvs.7.2

kvs.7.2:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs7.r2 = add i32 %n0, %sr.row7.2
  %kvs7.ok2 = icmp slt i32 %kvs7.r2, %kv.len
  br i1 %kvs7.ok2, label %kvs.7.2.w, label %kvs.7.3

kvs.7.2.w:
  %kvs7.t2 = add i32 %kv.tok0, %kvs7.r2
  %kvs7.g2.r64 = sext i32 %kvs7.t2 to i64
  %kvs7.g2.h64 = sext i32 %num_heads_kv to i64
  %kvs7.g2.hh64 = sext i32 %h to i64
  %kvs7.g2.rh = mul nsw i64 %kvs7.g2.r64, %kvs7.g2.h64
  %kvs7.g2.rhh = add nsw i64 %kvs7.g2.rh, %kvs7.g2.hh64
  %kvs7.g2.base = mul i64 %kvs7.g2.rhh, 128
  %kvs7.o2 = add i64 %kvs7.g2.base, %st.c7
  %kvs7.kp2 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs7.o2
  %kvs7.kf2 = extractelement <16 x float> %st.dk7, i32 2
  %kvs7.ks2 = fmul float %kvs7.kf2, %scale
  %kvs7.k2 = fptrunc float %kvs7.ks2 to bfloat
  store bfloat %kvs7.k2, ptr addrspace(1) %kvs7.kp2, align 2
  %kvs7.vp2 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs7.o2
  %kvs7.vf2 = extractelement <16 x float> %st.dv7, i32 2
  %kvs7.v2 = fptrunc float %kvs7.vf2 to bfloat
  store bfloat %kvs7.v2, ptr addrspace(1) %kvs7.vp2, align 2
  br label %kvs.7.3

kvs.7.3:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs7.r3 = add i32 %n0, %sr.row7.3
  %kvs7.ok3 = icmp slt i32 %kvs7.r3, %kv.len
  br i1 %kvs7.ok3, label %kvs.7.3.w, label %kvs.7.4

kvs.7.3.w:
  %kvs7.t3 = add i32 %kv.tok0, %kvs7.r3
  %kvs7.g3.r64 = sext i32 %kvs7.t3 to i64
  %kvs7.g3.h64 = sext i32 %num_heads_kv to i64
  %kvs7.g3.hh64 = sext i32 %h to i64
  %kvs7.g3.rh = mul nsw i64 %kvs7.g3.r64, %kvs7.g3.h64
  %kvs7.g3.rhh = add nsw i64 %kvs7.g3.rh, %kvs7.g3.hh64
  %kvs7.g3.base = mul i64 %kvs7.g3.rhh, 128
  %kvs7.o3 = add i64 %kvs7.g3.base, %st.c7
  %kvs7.kp3 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs7.o3
  %kvs7.kf3 = extractelement <16 x float> %st.dk7, i32 3
  %kvs7.ks3 = fmul float %kvs7.kf3, %scale
  %kvs7.k3 = fptrunc float %kvs7.ks3 to bfloat
  store bfloat %kvs7.k3, ptr addrspace(1) %kvs7.kp3, align 2
  %kvs7.vp3 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs7.o3
  %kvs7.vf3 = extractelement <16 x float> %st.dv7, i32 3
  %kvs7.v3 = fptrunc float %kvs7.vf3 to bfloat
  store bfloat %kvs7.v3, ptr addrspace(1) %kvs7.vp3, align 2
  br label %kvs.7.4

kvs.7.4:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs7.r4 = add i32 %n0, %sr.row7.4
  %kvs7.ok4 = icmp slt i32 %kvs7.r4, %kv.len
  br i1 %kvs7.ok4, label %kvs.7.4.w, label %kvs.7.5

kvs.7.4.w:
  %kvs7.t4 = add i32 %kv.tok0, %kvs7.r4
  %kvs7.g4.r64 = sext i32 %kvs7.t4 to i64
  %kvs7.g4.h64 = sext i32 %num_heads_kv to i64
  %kvs7.g4.hh64 = sext i32 %h to i64
  %kvs7.g4.rh = mul nsw i64 %kvs7.g4.r64, %kvs7.g4.h64
  %kvs7.g4.rhh = add nsw i64 %kvs7.g4.rh, %kvs7.g4.hh64
  %kvs7.g4.base = mul i64 %kvs7.g4.rhh, 128
  %kvs7.o4 = add i64 %kvs7.g4.base, %st.c7
  %kvs7.kp4 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs7.o4
  %kvs7.kf4 = extractelement <16 x float> %st.dk7, i32 4
  %kvs7.ks4 = fmul float %kvs7.kf4, %scale
  %kvs7.k4 = fptrunc float %kvs7.ks4 to bfloat
  store bfloat %kvs7.k4, ptr addrspace(1) %kvs7.kp4, align 2
  %kvs7.vp4 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs7.o4
  %kvs7.vf4 = extractelement <16 x float> %st.dv7, i32 4
  %kvs7.v4 = fptrunc float %kvs7.vf4 to bfloat
  store bfloat %kvs7.v4, ptr addrspace(1) %kvs7.vp4, align 2
  br label %kvs.7.5

kvs.7.5:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs7.r5 = add i32 %n0, %sr.row7.5
  %kvs7.ok5 = icmp slt i32 %kvs7.r5, %kv.len
  br i1 %kvs7.ok5, label %kvs.7.5.w, label %kvs.7.6

kvs.7.5.w:
  %kvs7.t5 = add i32 %kv.tok0, %kvs7.r5
  %kvs7.g5.r64 = sext i32 %kvs7.t5 to i64
  %kvs7.g5.h64 = sext i32 %num_heads_kv to i64
  %kvs7.g5.hh64 = sext i32 %h to i64
  %kvs7.g5.rh = mul nsw i64 %kvs7.g5.r64, %kvs7.g5.h64
  %kvs7.g5.rhh = add nsw i64 %kvs7.g5.rh, %kvs7.g5.hh64
  %kvs7.g5.base = mul i64 %kvs7.g5.rhh, 128
  %kvs7.o5 = add i64 %kvs7.g5.base, %st.c7
  %kvs7.kp5 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs7.o5
  %kvs7.kf5 = extractelement <16 x float> %st.dk7, i32 5
  %kvs7.ks5 = fmul float %kvs7.kf5, %scale
  %kvs7.k5 = fptrunc float %kvs7.ks5 to bfloat
  store bfloat %kvs7.k5, ptr addrspace(1) %kvs7.kp5, align 2
  %kvs7.vp5 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs7.o5
  %kvs7.vf5 = extractelement <16 x float> %st.dv7, i32 5
  %kvs7.v5 = fptrunc float %kvs7.vf5 to bfloat
  store bfloat %kvs7.v5, ptr addrspace(1) %kvs7.vp5, align 2
  br label %kvs.7.6

kvs.7.6:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs7.r6 = add i32 %n0, %sr.row7.6
  %kvs7.ok6 = icmp slt i32 %kvs7.r6, %kv.len
  br i1 %kvs7.ok6, label %kvs.7.6.w, label %kvs.7.7

kvs.7.6.w:
  %kvs7.t6 = add i32 %kv.tok0, %kvs7.r6
  %kvs7.g6.r64 = sext i32 %kvs7.t6 to i64
  %kvs7.g6.h64 = sext i32 %num_heads_kv to i64
  %kvs7.g6.hh64 = sext i32 %h to i64
  %kvs7.g6.rh = mul nsw i64 %kvs7.g6.r64, %kvs7.g6.h64
  %kvs7.g6.rhh = add nsw i64 %kvs7.g6.rh, %kvs7.g6.hh64
  %kvs7.g6.base = mul i64 %kvs7.g6.rhh, 128
  %kvs7.o6 = add i64 %kvs7.g6.base, %st.c7
  %kvs7.kp6 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs7.o6
  %kvs7.kf6 = extractelement <16 x float> %st.dk7, i32 6
  %kvs7.ks6 = fmul float %kvs7.kf6, %scale
  %kvs7.k6 = fptrunc float %kvs7.ks6 to bfloat
  store bfloat %kvs7.k6, ptr addrspace(1) %kvs7.kp6, align 2
  %kvs7.vp6 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs7.o6
  %kvs7.vf6 = extractelement <16 x float> %st.dv7, i32 6
  %kvs7.v6 = fptrunc float %kvs7.vf6 to bfloat
  store bfloat %kvs7.v6, ptr addrspace(1) %kvs7.vp6, align 2
  br label %kvs.7.7

kvs.7.7:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs7.r7 = add i32 %n0, %sr.row7.7
  %kvs7.ok7 = icmp slt i32 %kvs7.r7, %kv.len
  br i1 %kvs7.ok7, label %kvs.7.7.w, label %kvs.7.8

kvs.7.7.w:
  %kvs7.t7 = add i32 %kv.tok0, %kvs7.r7
  %kvs7.g7.r64 = sext i32 %kvs7.t7 to i64
  %kvs7.g7.h64 = sext i32 %num_heads_kv to i64
  %kvs7.g7.hh64 = sext i32 %h to i64
  %kvs7.g7.rh = mul nsw i64 %kvs7.g7.r64, %kvs7.g7.h64
  %kvs7.g7.rhh = add nsw i64 %kvs7.g7.rh, %kvs7.g7.hh64
  %kvs7.g7.base = mul i64 %kvs7.g7.rhh, 128
  %kvs7.o7 = add i64 %kvs7.g7.base, %st.c7
  %kvs7.kp7 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs7.o7
  %kvs7.kf7 = extractelement <16 x float> %st.dk7, i32 7
  %kvs7.ks7 = fmul float %kvs7.kf7, %scale
  %kvs7.k7 = fptrunc float %kvs7.ks7 to bfloat
  store bfloat %kvs7.k7, ptr addrspace(1) %kvs7.kp7, align 2
  %kvs7.vp7 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs7.o7
  %kvs7.vf7 = extractelement <16 x float> %st.dv7, i32 7
  %kvs7.v7 = fptrunc float %kvs7.vf7 to bfloat
  store bfloat %kvs7.v7, ptr addrspace(1) %kvs7.vp7, align 2
  br label %kvs.7.8

kvs.7.8:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs7.r8 = add i32 %n0, %sr.row7.8
  %kvs7.ok8 = icmp slt i32 %kvs7.r8, %kv.len
  br i1 %kvs7.ok8, label %kvs.7.8.w, label %kvs.7.9

kvs.7.8.w:
  %kvs7.t8 = add i32 %kv.tok0, %kvs7.r8
  %kvs7.g8.r64 = sext i32 %kvs7.t8 to i64
  %kvs7.g8.h64 = sext i32 %num_heads_kv to i64
  %kvs7.g8.hh64 = sext i32 %h to i64
  %kvs7.g8.rh = mul nsw i64 %kvs7.g8.r64, %kvs7.g8.h64
  %kvs7.g8.rhh = add nsw i64 %kvs7.g8.rh, %kvs7.g8.hh64
  %kvs7.g8.base = mul i64 %kvs7.g8.rhh, 128
  %kvs7.o8 = add i64 %kvs7.g8.base, %st.c7
  %kvs7.kp8 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs7.o8
  %kvs7.kf8 = extractelement <16 x float> %st.dk7, i32 8
  %kvs7.ks8 = fmul float %kvs7.kf8, %scale
  %kvs7.k8 = fptrunc float %kvs7.ks8 to bfloat
  store bfloat %kvs7.k8, ptr addrspace(1) %kvs7.kp8, align 2
  %kvs7.vp8 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs7.o8
  %kvs7.vf8 = extractelement <16 x float> %st.dv7, i32 8
  %kvs7.v8 = fptrunc float %kvs7.vf8 to bfloat
  store bfloat %kvs7.v8, ptr addrspace(1) %kvs7.vp8, align 2
  br label %kvs.7.9

kvs.7.9:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs7.r9 = add i32 %n0, %sr.row7.9
  %kvs7.ok9 = icmp slt i32 %kvs7.r9, %kv.len
  br i1 %kvs7.ok9, label %kvs.7.9.w, label %kvs.7.10

kvs.7.9.w:
  %kvs7.t9 = add i32 %kv.tok0, %kvs7.r9
  %kvs7.g9.r64 = sext i32 %kvs7.t9 to i64
  %kvs7.g9.h64 = sext i32 %num_heads_kv to i64
  %kvs7.g9.hh64 = sext i32 %h to i64
  %kvs7.g9.rh = mul nsw i64 %kvs7.g9.r64, %kvs7.g9.h64
  %kvs7.g9.rhh = add nsw i64 %kvs7.g9.rh, %kvs7.g9.hh64
  %kvs7.g9.base = mul i64 %kvs7.g9.rhh, 128
  %kvs7.o9 = add i64 %kvs7.g9.base, %st.c7
  %kvs7.kp9 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs7.o9
  %kvs7.kf9 = extractelement <16 x float> %st.dk7, i32 9
  %kvs7.ks9 = fmul float %kvs7.kf9, %scale
  %kvs7.k9 = fptrunc float %kvs7.ks9 to bfloat
  store bfloat %kvs7.k9, ptr addrspace(1) %kvs7.kp9, align 2
  %kvs7.vp9 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs7.o9
  %kvs7.vf9 = extractelement <16 x float> %st.dv7, i32 9
  %kvs7.v9 = fptrunc float %kvs7.vf9 to bfloat
  store bfloat %kvs7.v9, ptr addrspace(1) %kvs7.vp9, align 2
  br label %kvs.7.10

kvs.7.10:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs7.r10 = add i32 %n0, %sr.row7.10
  %kvs7.ok10 = icmp slt i32 %kvs7.r10, %kv.len
  br i1 %kvs7.ok10, label %kvs.7.10.w, label %kvs.7.11

kvs.7.10.w:
  %kvs7.t10 = add i32 %kv.tok0, %kvs7.r10
  %kvs7.g10.r64 = sext i32 %kvs7.t10 to i64
  %kvs7.g10.h64 = sext i32 %num_heads_kv to i64
  %kvs7.g10.hh64 = sext i32 %h to i64
  %kvs7.g10.rh = mul nsw i64 %kvs7.g10.r64, %kvs7.g10.h64
  %kvs7.g10.rhh = add nsw i64 %kvs7.g10.rh, %kvs7.g10.hh64
  %kvs7.g10.base = mul i64 %kvs7.g10.rhh, 128
  %kvs7.o10 = add i64 %kvs7.g10.base, %st.c7
  %kvs7.kp10 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs7.o10
  %kvs7.kf10 = extractelement <16 x float> %st.dk7, i32 10
  %kvs7.ks10 = fmul float %kvs7.kf10, %scale
  %kvs7.k10 = fptrunc float %kvs7.ks10 to bfloat
  store bfloat %kvs7.k10, ptr addrspace(1) %kvs7.kp10, align 2
  %kvs7.vp10 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs7.o10
  %kvs7.vf10 = extractelement <16 x float> %st.dv7, i32 10
  %kvs7.v10 = fptrunc float %kvs7.vf10 to bfloat
  store bfloat %kvs7.v10, ptr addrspace(1) %kvs7.vp10, align 2
  br label %kvs.7.11

kvs.7.11:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs7.r11 = add i32 %n0, %sr.row7.11
  %kvs7.ok11 = icmp slt i32 %kvs7.r11, %kv.len
  br i1 %kvs7.ok11, label %kvs.7.11.w, label %kvs.7.12

kvs.7.11.w:
  %kvs7.t11 = add i32 %kv.tok0, %kvs7.r11
  %kvs7.g11.r64 = sext i32 %kvs7.t11 to i64
  %kvs7.g11.h64 = sext i32 %num_heads_kv to i64
  %kvs7.g11.hh64 = sext i32 %h to i64
  %kvs7.g11.rh = mul nsw i64 %kvs7.g11.r64, %kvs7.g11.h64
  %kvs7.g11.rhh = add nsw i64 %kvs7.g11.rh, %kvs7.g11.hh64
  %kvs7.g11.base = mul i64 %kvs7.g11.rhh, 128
  %kvs7.o11 = add i64 %kvs7.g11.base, %st.c7
  %kvs7.kp11 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs7.o11
  %kvs7.kf11 = extractelement <16 x float> %st.dk7, i32 11
  %kvs7.ks11 = fmul float %kvs7.kf11, %scale
  %kvs7.k11 = fptrunc float %kvs7.ks11 to bfloat
  store bfloat %kvs7.k11, ptr addrspace(1) %kvs7.kp11, align 2
  %kvs7.vp11 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs7.o11
  %kvs7.vf11 = extractelement <16 x float> %st.dv7, i32 11
  %kvs7.v11 = fptrunc float %kvs7.vf11 to bfloat
  store bfloat %kvs7.v11, ptr addrspace(1) %kvs7.vp11, align 2
  br label %kvs.7.12

kvs.7.12:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs7.r12 = add i32 %n0, %sr.row7.12
  %kvs7.ok12 = icmp slt i32 %kvs7.r12, %kv.len
  br i1 %kvs7.ok12, label %kvs.7.12.w, label %kvs.7.13

kvs.7.12.w:
  %kvs7.t12 = add i32 %kv.tok0, %kvs7.r12
  %kvs7.g12.r64 = sext i32 %kvs7.t12 to i64
  %kvs7.g12.h64 = sext i32 %num_heads_kv to i64
  %kvs7.g12.hh64 = sext i32 %h to i64
  %kvs7.g12.rh = mul nsw i64 %kvs7.g12.r64, %kvs7.g12.h64
  %kvs7.g12.rhh = add nsw i64 %kvs7.g12.rh, %kvs7.g12.hh64
  %kvs7.g12.base = mul i64 %kvs7.g12.rhh, 128
  %kvs7.o12 = add i64 %kvs7.g12.base, %st.c7
  %kvs7.kp12 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs7.o12
  %kvs7.kf12 = extractelement <16 x float> %st.dk7, i32 12
  %kvs7.ks12 = fmul float %kvs7.kf12, %scale
  %kvs7.k12 = fptrunc float %kvs7.ks12 to bfloat
  store bfloat %kvs7.k12, ptr addrspace(1) %kvs7.kp12, align 2
  %kvs7.vp12 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs7.o12
  %kvs7.vf12 = extractelement <16 x float> %st.dv7, i32 12
  %kvs7.v12 = fptrunc float %kvs7.vf12 to bfloat
  store bfloat %kvs7.v12, ptr addrspace(1) %kvs7.vp12, align 2
  br label %kvs.7.13

kvs.7.13:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs7.r13 = add i32 %n0, %sr.row7.13
  %kvs7.ok13 = icmp slt i32 %kvs7.r13, %kv.len
  br i1 %kvs7.ok13, label %kvs.7.13.w, label %kvs.7.14

kvs.7.13.w:
  %kvs7.t13 = add i32 %kv.tok0, %kvs7.r13
  %kvs7.g13.r64 = sext i32 %kvs7.t13 to i64
  %kvs7.g13.h64 = sext i32 %num_heads_kv to i64
  %kvs7.g13.hh64 = sext i32 %h to i64
  %kvs7.g13.rh = mul nsw i64 %kvs7.g13.r64, %kvs7.g13.h64
  %kvs7.g13.rhh = add nsw i64 %kvs7.g13.rh, %kvs7.g13.hh64
  %kvs7.g13.base = mul i64 %kvs7.g13.rhh, 128
  %kvs7.o13 = add i64 %kvs7.g13.base, %st.c7
  %kvs7.kp13 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs7.o13
  %kvs7.kf13 = extractelement <16 x float> %st.dk7, i32 13
  %kvs7.ks13 = fmul float %kvs7.kf13, %scale
  %kvs7.k13 = fptrunc float %kvs7.ks13 to bfloat
  store bfloat %kvs7.k13, ptr addrspace(1) %kvs7.kp13, align 2
  %kvs7.vp13 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs7.o13
  %kvs7.vf13 = extractelement <16 x float> %st.dv7, i32 13
  %kvs7.v13 = fptrunc float %kvs7.vf13 to bfloat
  store bfloat %kvs7.v13, ptr addrspace(1) %kvs7.vp13, align 2
  br label %kvs.7.14

kvs.7.14:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs7.r14 = add i32 %n0, %sr.row7.14
  %kvs7.ok14 = icmp slt i32 %kvs7.r14, %kv.len
  br i1 %kvs7.ok14, label %kvs.7.14.w, label %kvs.7.15

kvs.7.14.w:
  %kvs7.t14 = add i32 %kv.tok0, %kvs7.r14
  %kvs7.g14.r64 = sext i32 %kvs7.t14 to i64
  %kvs7.g14.h64 = sext i32 %num_heads_kv to i64
  %kvs7.g14.hh64 = sext i32 %h to i64
  %kvs7.g14.rh = mul nsw i64 %kvs7.g14.r64, %kvs7.g14.h64
  %kvs7.g14.rhh = add nsw i64 %kvs7.g14.rh, %kvs7.g14.hh64
  %kvs7.g14.base = mul i64 %kvs7.g14.rhh, 128
  %kvs7.o14 = add i64 %kvs7.g14.base, %st.c7
  %kvs7.kp14 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs7.o14
  %kvs7.kf14 = extractelement <16 x float> %st.dk7, i32 14
  %kvs7.ks14 = fmul float %kvs7.kf14, %scale
  %kvs7.k14 = fptrunc float %kvs7.ks14 to bfloat
  store bfloat %kvs7.k14, ptr addrspace(1) %kvs7.kp14, align 2
  %kvs7.vp14 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs7.o14
  %kvs7.vf14 = extractelement <16 x float> %st.dv7, i32 14
  %kvs7.v14 = fptrunc float %kvs7.vf14 to bfloat
  store bfloat %kvs7.v14, ptr addrspace(1) %kvs7.vp14, align 2
  br label %kvs.7.15

kvs.7.15:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs7.r15 = add i32 %n0, %sr.row7.15
  %kvs7.ok15 = icmp slt i32 %kvs7.r15, %kv.len
  br i1 %kvs7.ok15, label %kvs.7.15.w, label %exit

kvs.7.15.w:
  %kvs7.t15 = add i32 %kv.tok0, %kvs7.r15
  %kvs7.g15.r64 = sext i32 %kvs7.t15 to i64
  %kvs7.g15.h64 = sext i32 %num_heads_kv to i64
  %kvs7.g15.hh64 = sext i32 %h to i64
  %kvs7.g15.rh = mul nsw i64 %kvs7.g15.r64, %kvs7.g15.h64
  %kvs7.g15.rhh = add nsw i64 %kvs7.g15.rh, %kvs7.g15.hh64
  %kvs7.g15.base = mul i64 %kvs7.g15.rhh, 128
  %kvs7.o15 = add i64 %kvs7.g15.base, %st.c7
  %kvs7.kp15 = getelementptr inbounds bfloat, ptr addrspace(1) %dk, i64 %kvs7.o15
  %kvs7.kf15 = extractelement <16 x float> %st.dk7, i32 15
  %kvs7.ks15 = fmul float %kvs7.kf15, %scale
  %kvs7.k15 = fptrunc float %kvs7.ks15 to bfloat
  store bfloat %kvs7.k15, ptr addrspace(1) %kvs7.kp15, align 2
  %kvs7.vp15 = getelementptr inbounds bfloat, ptr addrspace(1) %dv, i64 %kvs7.o15
  %kvs7.vf15 = extractelement <16 x float> %st.dv7, i32 15
  %kvs7.v15 = fptrunc float %kvs7.vf15 to bfloat
  store bfloat %kvs7.v15, ptr addrspace(1) %kvs7.vp15, align 2
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
declare float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float, ptr addrspace(8), i32, i32, i32 immarg)declare i32 @llvm.smax.i32(i32, i32)
declare void @llvm.amdgcn.sched.group.barrier(i32 immarg, i32 immarg, i32 immarg)
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


attributes #0 = { nounwind "amdgpu-flat-work-group-size"="256,256" "uniform-work-group-size"="true" "denormal-fp-math-f32"="preserve-sign,preserve-sign" "amdgpu-no-implicitarg-ptr" "amdgpu-no-dispatch-ptr" "amdgpu-no-queue-ptr" "amdgpu-no-dispatch-id" "amdgpu-no-hostcall-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-lds-kernel-id" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-agpr-alloc"="0" "rocke-loop-schedule"="16" "target-cpu"="gfx950" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{}
!2 = !{!"amdgpu-as", !"local"}
