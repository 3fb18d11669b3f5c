; rocke attention_bwd_main gfx950.f16.d64.bm16bn256.bshd.ws0.full.c0.atomic.kvs llvm22
; generated from templates/attention_bwd_main.ll.j2; do not edit
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@q.lds = internal addrspace(3) global [1152 x half] poison, align 16
@do.lds = internal addrspace(3) global [1152 x half] poison, align 16
@qt.lds = internal addrspace(3) global [1280 x half] poison, align 16
@dot.lds = internal addrspace(3) global [1280 x half] poison, align 16
@ds.lds = internal addrspace(3) global [4224 x half] poison, align 16
@kt.lds = internal addrspace(3) global [16896 x half] poison, align 16
@lse.lds = internal addrspace(3) global [256 x float] poison, align 16
@dl.lds = internal addrspace(3) global [256 x float] poison, align 16

define amdgpu_kernel void @rocke_bwd_main_gfx950_f16_d64_bm16bn256_bshd_ws0_full_c0_atomic_kvs(ptr addrspace(1) noalias readonly %q, ptr addrspace(1) noalias readonly %k, ptr addrspace(1) noalias readonly %v, ptr addrspace(1) noalias readonly %dout, ptr addrspace(1) noalias readonly %lse, ptr addrspace(1) noalias readonly %delta, ptr addrspace(1) noalias writeonly %dk, ptr addrspace(1) noalias writeonly %dv, ptr addrspace(1) noalias %dq_ws, i32 %seqlen_q, i32 %seqlen_k, i32 %num_heads_q, i32 %num_heads_kv, float %scale) #0 {
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
  %ld.r = lshr i32 %tid, 3
  %ld.v = and i32 %tid, 7
  %ld.col = shl i32 %ld.v, 3
  %ld.col64 = zext i32 %ld.col to i64
  %wave = lshr i32 %tid, 6
  %lane = and i32 %tid, 63
  ; S, dP: [16 x 256] over head_dim, 4 16x16 block(s) a wave
  %sa.lr = and i32 %lane, 15
  %sa.lg = lshr i32 %lane, 4
  %sa.lk = shl i32 %sa.lg, 2
  %sa.w0 = mul i32 %wave, 4
  %sa.b0 = add i32 %sa.w0, 0
  %sa.br0 = udiv i32 %sa.b0, 16
  %sa.bc0 = urem i32 %sa.b0, 16
  %sa.r0 = mul i32 %sa.br0, 16
  %sa.c0 = mul i32 %sa.bc0, 16
  %sa.b1 = add i32 %sa.w0, 1
  %sa.br1 = udiv i32 %sa.b1, 16
  %sa.bc1 = urem i32 %sa.b1, 16
  %sa.r1 = mul i32 %sa.br1, 16
  %sa.c1 = mul i32 %sa.bc1, 16
  %sa.b2 = add i32 %sa.w0, 2
  %sa.br2 = udiv i32 %sa.b2, 16
  %sa.bc2 = urem i32 %sa.b2, 16
  %sa.r2 = mul i32 %sa.br2, 16
  %sa.c2 = mul i32 %sa.bc2, 16
  %sa.b3 = add i32 %sa.w0, 3
  %sa.br3 = udiv i32 %sa.b3, 16
  %sa.bc3 = urem i32 %sa.b3, 16
  %sa.r3 = mul i32 %sa.br3, 16
  %sa.c3 = mul i32 %sa.bc3, 16

  %sa.lkw = shl i32 %sa.lg, 3
  %sa.qr0 = add i32 %sa.r0, %sa.lr
  %sa.qm0 = mul i32 %sa.qr0, 72
  %sa.qa0 = add i32 %sa.qm0, %sa.lkw
  %sa.kr0 = add i32 %sa.c0, %sa.lr
  ; this lane's column of the block: P^T / dS^T row, and the key it scores
  %sa.pt0 = mul i32 %sa.kr0, 20
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

  %sa.qr1 = add i32 %sa.r1, %sa.lr
  %sa.qm1 = mul i32 %sa.qr1, 72
  %sa.qa1 = add i32 %sa.qm1, %sa.lkw
  %sa.kr1 = add i32 %sa.c1, %sa.lr
  ; this lane's column of the block: P^T / dS^T row, and the key it scores
  %sa.pt1 = mul i32 %sa.kr1, 20
  %sa.kg1 = add i32 %n0, %sa.kr1
  ; all ones when the key is past len_k (its P is 0), else 0: a mask as bits, not as a lane mask
  %sa.kl1 = sub i32 %sa.kg1, %seqlen_k
  %sa.kx1 = xor i32 %sa.kl1, -1
  %sa.kbad1 = ashr i32 %sa.kx1, 31
  %sa.rl1 = add i32 %sa.r1, %sa.lk
  %sa.row1.0 = add i32 %sa.rl1, 0
  %sa.row1.1 = add i32 %sa.rl1, 1
  %sa.row1.2 = add i32 %sa.rl1, 2
  %sa.row1.3 = add i32 %sa.rl1, 3

  %sa.qr2 = add i32 %sa.r2, %sa.lr
  %sa.qm2 = mul i32 %sa.qr2, 72
  %sa.qa2 = add i32 %sa.qm2, %sa.lkw
  %sa.kr2 = add i32 %sa.c2, %sa.lr
  ; this lane's column of the block: P^T / dS^T row, and the key it scores
  %sa.pt2 = mul i32 %sa.kr2, 20
  %sa.kg2 = add i32 %n0, %sa.kr2
  ; all ones when the key is past len_k (its P is 0), else 0: a mask as bits, not as a lane mask
  %sa.kl2 = sub i32 %sa.kg2, %seqlen_k
  %sa.kx2 = xor i32 %sa.kl2, -1
  %sa.kbad2 = ashr i32 %sa.kx2, 31
  %sa.rl2 = add i32 %sa.r2, %sa.lk
  %sa.row2.0 = add i32 %sa.rl2, 0
  %sa.row2.1 = add i32 %sa.rl2, 1
  %sa.row2.2 = add i32 %sa.rl2, 2
  %sa.row2.3 = add i32 %sa.rl2, 3

  %sa.qr3 = add i32 %sa.r3, %sa.lr
  %sa.qm3 = mul i32 %sa.qr3, 72
  %sa.qa3 = add i32 %sa.qm3, %sa.lkw
  %sa.kr3 = add i32 %sa.c3, %sa.lr
  ; this lane's column of the block: P^T / dS^T row, and the key it scores
  %sa.pt3 = mul i32 %sa.kr3, 20
  %sa.kg3 = add i32 %n0, %sa.kr3
  ; all ones when the key is past len_k (its P is 0), else 0: a mask as bits, not as a lane mask
  %sa.kl3 = sub i32 %sa.kg3, %seqlen_k
  %sa.kx3 = xor i32 %sa.kl3, -1
  %sa.kbad3 = ashr i32 %sa.kx3, 31
  %sa.rl3 = add i32 %sa.r3, %sa.lk
  %sa.row3.0 = add i32 %sa.rl3, 0
  %sa.row3.1 = add i32 %sa.rl3, 1
  %sa.row3.2 = add i32 %sa.rl3, 2
  %sa.row3.3 = add i32 %sa.rl3, 3

  ; dV, dK: [256 x 64] over the Q tile, 16 16x16 block(s) a wave
  %kb.lr = and i32 %lane, 15
  %kb.lg = lshr i32 %lane, 4
  %kb.lk = shl i32 %kb.lg, 2
  %kb.w0 = mul i32 %wave, 16
  %kb.b0 = add i32 %kb.w0, 0
  %kb.br0 = udiv i32 %kb.b0, 4
  %kb.bc0 = urem i32 %kb.b0, 4
  %kb.r0 = mul i32 %kb.br0, 16
  %kb.c0 = mul i32 %kb.bc0, 16
  %kb.b1 = add i32 %kb.w0, 1
  %kb.br1 = udiv i32 %kb.b1, 4
  %kb.bc1 = urem i32 %kb.b1, 4
  %kb.r1 = mul i32 %kb.br1, 16
  %kb.c1 = mul i32 %kb.bc1, 16
  %kb.b2 = add i32 %kb.w0, 2
  %kb.br2 = udiv i32 %kb.b2, 4
  %kb.bc2 = urem i32 %kb.b2, 4
  %kb.r2 = mul i32 %kb.br2, 16
  %kb.c2 = mul i32 %kb.bc2, 16
  %kb.b3 = add i32 %kb.w0, 3
  %kb.br3 = udiv i32 %kb.b3, 4
  %kb.bc3 = urem i32 %kb.b3, 4
  %kb.r3 = mul i32 %kb.br3, 16
  %kb.c3 = mul i32 %kb.bc3, 16
  %kb.b4 = add i32 %kb.w0, 4
  %kb.br4 = udiv i32 %kb.b4, 4
  %kb.bc4 = urem i32 %kb.b4, 4
  %kb.r4 = mul i32 %kb.br4, 16
  %kb.c4 = mul i32 %kb.bc4, 16
  %kb.b5 = add i32 %kb.w0, 5
  %kb.br5 = udiv i32 %kb.b5, 4
  %kb.bc5 = urem i32 %kb.b5, 4
  %kb.r5 = mul i32 %kb.br5, 16
  %kb.c5 = mul i32 %kb.bc5, 16
  %kb.b6 = add i32 %kb.w0, 6
  %kb.br6 = udiv i32 %kb.b6, 4
  %kb.bc6 = urem i32 %kb.b6, 4
  %kb.r6 = mul i32 %kb.br6, 16
  %kb.c6 = mul i32 %kb.bc6, 16
  %kb.b7 = add i32 %kb.w0, 7
  %kb.br7 = udiv i32 %kb.b7, 4
  %kb.bc7 = urem i32 %kb.b7, 4
  %kb.r7 = mul i32 %kb.br7, 16
  %kb.c7 = mul i32 %kb.bc7, 16
  %kb.b8 = add i32 %kb.w0, 8
  %kb.br8 = udiv i32 %kb.b8, 4
  %kb.bc8 = urem i32 %kb.b8, 4
  %kb.r8 = mul i32 %kb.br8, 16
  %kb.c8 = mul i32 %kb.bc8, 16
  %kb.b9 = add i32 %kb.w0, 9
  %kb.br9 = udiv i32 %kb.b9, 4
  %kb.bc9 = urem i32 %kb.b9, 4
  %kb.r9 = mul i32 %kb.br9, 16
  %kb.c9 = mul i32 %kb.bc9, 16
  %kb.b10 = add i32 %kb.w0, 10
  %kb.br10 = udiv i32 %kb.b10, 4
  %kb.bc10 = urem i32 %kb.b10, 4
  %kb.r10 = mul i32 %kb.br10, 16
  %kb.c10 = mul i32 %kb.bc10, 16
  %kb.b11 = add i32 %kb.w0, 11
  %kb.br11 = udiv i32 %kb.b11, 4
  %kb.bc11 = urem i32 %kb.b11, 4
  %kb.r11 = mul i32 %kb.br11, 16
  %kb.c11 = mul i32 %kb.bc11, 16
  %kb.b12 = add i32 %kb.w0, 12
  %kb.br12 = udiv i32 %kb.b12, 4
  %kb.bc12 = urem i32 %kb.b12, 4
  %kb.r12 = mul i32 %kb.br12, 16
  %kb.c12 = mul i32 %kb.bc12, 16
  %kb.b13 = add i32 %kb.w0, 13
  %kb.br13 = udiv i32 %kb.b13, 4
  %kb.bc13 = urem i32 %kb.b13, 4
  %kb.r13 = mul i32 %kb.br13, 16
  %kb.c13 = mul i32 %kb.bc13, 16
  %kb.b14 = add i32 %kb.w0, 14
  %kb.br14 = udiv i32 %kb.b14, 4
  %kb.bc14 = urem i32 %kb.b14, 4
  %kb.r14 = mul i32 %kb.br14, 16
  %kb.c14 = mul i32 %kb.bc14, 16
  %kb.b15 = add i32 %kb.w0, 15
  %kb.br15 = udiv i32 %kb.b15, 4
  %kb.bc15 = urem i32 %kb.b15, 4
  %kb.r15 = mul i32 %kb.br15, 16
  %kb.c15 = mul i32 %kb.bc15, 16

  %kb.lkd = mul i32 %kb.lk, 72
  %kb.ar0 = add i32 %kb.r0, %kb.lr
  %kb.am0 = mul i32 %kb.ar0, 20
  %kb.pa0 = add i32 %kb.am0, %kb.lk
  %kb.bc0.l = add i32 %kb.c0, %kb.lr
  %kb.ob0 = add i32 %kb.lkd, %kb.bc0.l
  %kb.rl0 = add i32 %kb.r0, %kb.lk
  %kb.row0.0 = add i32 %kb.rl0, 0
  %kb.row0.1 = add i32 %kb.rl0, 1
  %kb.row0.2 = add i32 %kb.rl0, 2
  %kb.row0.3 = add i32 %kb.rl0, 3

  %kb.ar1 = add i32 %kb.r1, %kb.lr
  %kb.am1 = mul i32 %kb.ar1, 20
  %kb.pa1 = add i32 %kb.am1, %kb.lk
  %kb.bc1.l = add i32 %kb.c1, %kb.lr
  %kb.ob1 = add i32 %kb.lkd, %kb.bc1.l
  %kb.rl1 = add i32 %kb.r1, %kb.lk
  %kb.row1.0 = add i32 %kb.rl1, 0
  %kb.row1.1 = add i32 %kb.rl1, 1
  %kb.row1.2 = add i32 %kb.rl1, 2
  %kb.row1.3 = add i32 %kb.rl1, 3

  %kb.ar2 = add i32 %kb.r2, %kb.lr
  %kb.am2 = mul i32 %kb.ar2, 20
  %kb.pa2 = add i32 %kb.am2, %kb.lk
  %kb.bc2.l = add i32 %kb.c2, %kb.lr
  %kb.ob2 = add i32 %kb.lkd, %kb.bc2.l
  %kb.rl2 = add i32 %kb.r2, %kb.lk
  %kb.row2.0 = add i32 %kb.rl2, 0
  %kb.row2.1 = add i32 %kb.rl2, 1
  %kb.row2.2 = add i32 %kb.rl2, 2
  %kb.row2.3 = add i32 %kb.rl2, 3

  %kb.ar3 = add i32 %kb.r3, %kb.lr
  %kb.am3 = mul i32 %kb.ar3, 20
  %kb.pa3 = add i32 %kb.am3, %kb.lk
  %kb.bc3.l = add i32 %kb.c3, %kb.lr
  %kb.ob3 = add i32 %kb.lkd, %kb.bc3.l
  %kb.rl3 = add i32 %kb.r3, %kb.lk
  %kb.row3.0 = add i32 %kb.rl3, 0
  %kb.row3.1 = add i32 %kb.rl3, 1
  %kb.row3.2 = add i32 %kb.rl3, 2
  %kb.row3.3 = add i32 %kb.rl3, 3

  %kb.ar4 = add i32 %kb.r4, %kb.lr
  %kb.am4 = mul i32 %kb.ar4, 20
  %kb.pa4 = add i32 %kb.am4, %kb.lk
  %kb.bc4.l = add i32 %kb.c4, %kb.lr
  %kb.ob4 = add i32 %kb.lkd, %kb.bc4.l
  %kb.rl4 = add i32 %kb.r4, %kb.lk
  %kb.row4.0 = add i32 %kb.rl4, 0
  %kb.row4.1 = add i32 %kb.rl4, 1
  %kb.row4.2 = add i32 %kb.rl4, 2
  %kb.row4.3 = add i32 %kb.rl4, 3

  %kb.ar5 = add i32 %kb.r5, %kb.lr
  %kb.am5 = mul i32 %kb.ar5, 20
  %kb.pa5 = add i32 %kb.am5, %kb.lk
  %kb.bc5.l = add i32 %kb.c5, %kb.lr
  %kb.ob5 = add i32 %kb.lkd, %kb.bc5.l
  %kb.rl5 = add i32 %kb.r5, %kb.lk
  %kb.row5.0 = add i32 %kb.rl5, 0
  %kb.row5.1 = add i32 %kb.rl5, 1
  %kb.row5.2 = add i32 %kb.rl5, 2
  %kb.row5.3 = add i32 %kb.rl5, 3

  %kb.ar6 = add i32 %kb.r6, %kb.lr
  %kb.am6 = mul i32 %kb.ar6, 20
  %kb.pa6 = add i32 %kb.am6, %kb.lk
  %kb.bc6.l = add i32 %kb.c6, %kb.lr
  %kb.ob6 = add i32 %kb.lkd, %kb.bc6.l
  %kb.rl6 = add i32 %kb.r6, %kb.lk
  %kb.row6.0 = add i32 %kb.rl6, 0
  %kb.row6.1 = add i32 %kb.rl6, 1
  %kb.row6.2 = add i32 %kb.rl6, 2
  %kb.row6.3 = add i32 %kb.rl6, 3

  %kb.ar7 = add i32 %kb.r7, %kb.lr
  %kb.am7 = mul i32 %kb.ar7, 20
  %kb.pa7 = add i32 %kb.am7, %kb.lk
  %kb.bc7.l = add i32 %kb.c7, %kb.lr
  %kb.ob7 = add i32 %kb.lkd, %kb.bc7.l
  %kb.rl7 = add i32 %kb.r7, %kb.lk
  %kb.row7.0 = add i32 %kb.rl7, 0
  %kb.row7.1 = add i32 %kb.rl7, 1
  %kb.row7.2 = add i32 %kb.rl7, 2
  %kb.row7.3 = add i32 %kb.rl7, 3

  %kb.ar8 = add i32 %kb.r8, %kb.lr
  %kb.am8 = mul i32 %kb.ar8, 20
  %kb.pa8 = add i32 %kb.am8, %kb.lk
  %kb.bc8.l = add i32 %kb.c8, %kb.lr
  %kb.ob8 = add i32 %kb.lkd, %kb.bc8.l
  %kb.rl8 = add i32 %kb.r8, %kb.lk
  %kb.row8.0 = add i32 %kb.rl8, 0
  %kb.row8.1 = add i32 %kb.rl8, 1
  %kb.row8.2 = add i32 %kb.rl8, 2
  %kb.row8.3 = add i32 %kb.rl8, 3

  %kb.ar9 = add i32 %kb.r9, %kb.lr
  %kb.am9 = mul i32 %kb.ar9, 20
  %kb.pa9 = add i32 %kb.am9, %kb.lk
  %kb.bc9.l = add i32 %kb.c9, %kb.lr
  %kb.ob9 = add i32 %kb.lkd, %kb.bc9.l
  %kb.rl9 = add i32 %kb.r9, %kb.lk
  %kb.row9.0 = add i32 %kb.rl9, 0
  %kb.row9.1 = add i32 %kb.rl9, 1
  %kb.row9.2 = add i32 %kb.rl9, 2
  %kb.row9.3 = add i32 %kb.rl9, 3

  %kb.ar10 = add i32 %kb.r10, %kb.lr
  %kb.am10 = mul i32 %kb.ar10, 20
  %kb.pa10 = add i32 %kb.am10, %kb.lk
  %kb.bc10.l = add i32 %kb.c10, %kb.lr
  %kb.ob10 = add i32 %kb.lkd, %kb.bc10.l
  %kb.rl10 = add i32 %kb.r10, %kb.lk
  %kb.row10.0 = add i32 %kb.rl10, 0
  %kb.row10.1 = add i32 %kb.rl10, 1
  %kb.row10.2 = add i32 %kb.rl10, 2
  %kb.row10.3 = add i32 %kb.rl10, 3

  %kb.ar11 = add i32 %kb.r11, %kb.lr
  %kb.am11 = mul i32 %kb.ar11, 20
  %kb.pa11 = add i32 %kb.am11, %kb.lk
  %kb.bc11.l = add i32 %kb.c11, %kb.lr
  %kb.ob11 = add i32 %kb.lkd, %kb.bc11.l
  %kb.rl11 = add i32 %kb.r11, %kb.lk
  %kb.row11.0 = add i32 %kb.rl11, 0
  %kb.row11.1 = add i32 %kb.rl11, 1
  %kb.row11.2 = add i32 %kb.rl11, 2
  %kb.row11.3 = add i32 %kb.rl11, 3

  %kb.ar12 = add i32 %kb.r12, %kb.lr
  %kb.am12 = mul i32 %kb.ar12, 20
  %kb.pa12 = add i32 %kb.am12, %kb.lk
  %kb.bc12.l = add i32 %kb.c12, %kb.lr
  %kb.ob12 = add i32 %kb.lkd, %kb.bc12.l
  %kb.rl12 = add i32 %kb.r12, %kb.lk
  %kb.row12.0 = add i32 %kb.rl12, 0
  %kb.row12.1 = add i32 %kb.rl12, 1
  %kb.row12.2 = add i32 %kb.rl12, 2
  %kb.row12.3 = add i32 %kb.rl12, 3

  %kb.ar13 = add i32 %kb.r13, %kb.lr
  %kb.am13 = mul i32 %kb.ar13, 20
  %kb.pa13 = add i32 %kb.am13, %kb.lk
  %kb.bc13.l = add i32 %kb.c13, %kb.lr
  %kb.ob13 = add i32 %kb.lkd, %kb.bc13.l
  %kb.rl13 = add i32 %kb.r13, %kb.lk
  %kb.row13.0 = add i32 %kb.rl13, 0
  %kb.row13.1 = add i32 %kb.rl13, 1
  %kb.row13.2 = add i32 %kb.rl13, 2
  %kb.row13.3 = add i32 %kb.rl13, 3

  %kb.ar14 = add i32 %kb.r14, %kb.lr
  %kb.am14 = mul i32 %kb.ar14, 20
  %kb.pa14 = add i32 %kb.am14, %kb.lk
  %kb.bc14.l = add i32 %kb.c14, %kb.lr
  %kb.ob14 = add i32 %kb.lkd, %kb.bc14.l
  %kb.rl14 = add i32 %kb.r14, %kb.lk
  %kb.row14.0 = add i32 %kb.rl14, 0
  %kb.row14.1 = add i32 %kb.rl14, 1
  %kb.row14.2 = add i32 %kb.rl14, 2
  %kb.row14.3 = add i32 %kb.rl14, 3

  %kb.ar15 = add i32 %kb.r15, %kb.lr
  %kb.am15 = mul i32 %kb.ar15, 20
  %kb.pa15 = add i32 %kb.am15, %kb.lk
  %kb.bc15.l = add i32 %kb.c15, %kb.lr
  %kb.ob15 = add i32 %kb.lkd, %kb.bc15.l
  %kb.rl15 = add i32 %kb.r15, %kb.lk
  %kb.row15.0 = add i32 %kb.rl15, 0
  %kb.row15.1 = add i32 %kb.rl15, 1
  %kb.row15.2 = add i32 %kb.rl15, 2
  %kb.row15.3 = add i32 %kb.rl15, 3

  ; dQ: [16 x 64] over the KV tile, 1 16x16 block(s) a wave
  %qc.lr = and i32 %lane, 15
  %qc.lg = lshr i32 %lane, 4
  %qc.lk = shl i32 %qc.lg, 2
  %qc.w0 = mul i32 %wave, 1
  %qc.b0 = add i32 %qc.w0, 0
  %qc.br0 = udiv i32 %qc.b0, 4
  %qc.bc0 = urem i32 %qc.b0, 4
  %qc.r0 = mul i32 %qc.br0, 16
  %qc.c0 = mul i32 %qc.bc0, 16

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

  ; the lse/delta row a work-item brings in: tid mod block_m, stored at [tid] (unconditional:
  ; LLVM sinks a load into a branch that alone uses it, and would wait for it there)
  %lt.row = and i32 %tid, 15
  ; this work-item's rows of a Q step's tile loads and their LDS offsets (fixed for the loop)
  ; one pass of 16-byte loads covers 32 rows, twice the step's 16: the first half
  ; of the workgroup loads the Q tile, the second the dO tile (one load each, no idle lanes)
  %pf.hi = icmp uge i32 %ld.r, 16
  %pf.src = select i1 %pf.hi, ptr addrspace(1) %dout, ptr addrspace(1) %q
  %pf.dst = select i1 %pf.hi, ptr addrspace(3) @do.lds, ptr addrspace(3) @q.lds
  %pf.dstt = select i1 %pf.hi, ptr addrspace(3) @dot.lds, ptr addrspace(3) @qt.lds
  %pf.rb = and i32 %ld.r, 15
  %pf.r0 = add i32 %pf.rb, 0
  %pf.li0 = mul i32 %pf.r0, 72
  %pf.lo0 = add i32 %pf.li0, %ld.col
  %pf.tc0.0 = add i32 %ld.col, 0
  %pf.tm0.0 = mul i32 %pf.tc0.0, 20
  %pf.to0.0 = add i32 %pf.tm0.0, %pf.r0
  %pf.tc0.1 = add i32 %ld.col, 1
  %pf.tm0.1 = mul i32 %pf.tc0.1, 20
  %pf.to0.1 = add i32 %pf.tm0.1, %pf.r0
  %pf.tc0.2 = add i32 %ld.col, 2
  %pf.tm0.2 = mul i32 %pf.tc0.2, 20
  %pf.to0.2 = add i32 %pf.tm0.2, %pf.r0
  %pf.tc0.3 = add i32 %ld.col, 3
  %pf.tm0.3 = mul i32 %pf.tc0.3, 20
  %pf.to0.3 = add i32 %pf.tm0.3, %pf.r0
  %pf.tc0.4 = add i32 %ld.col, 4
  %pf.tm0.4 = mul i32 %pf.tc0.4, 20
  %pf.to0.4 = add i32 %pf.tm0.4, %pf.r0
  %pf.tc0.5 = add i32 %ld.col, 5
  %pf.tm0.5 = mul i32 %pf.tc0.5, 20
  %pf.to0.5 = add i32 %pf.tm0.5, %pf.r0
  %pf.tc0.6 = add i32 %ld.col, 6
  %pf.tm0.6 = mul i32 %pf.tc0.6, 20
  %pf.to0.6 = add i32 %pf.tm0.6, %pf.r0
  %pf.tc0.7 = add i32 %ld.col, 7
  %pf.tm0.7 = mul i32 %pf.tc0.7, 20
  %pf.to0.7 = add i32 %pf.tm0.7, %pf.r0
  %kf.last = sub i32 %seqlen_k, 1
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
  %kf0.g.base = mul i64 %kf0.g.rhh, 64
  %kf0.lk = zext i32 %sa.lkw to i64
  %kf0.o = add i64 %kf0.g.base, %kf0.lk
  %kf0.p0 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kf0.o
  %kf0.q0 = getelementptr inbounds half, ptr addrspace(1) %kf0.p0, i64 0
  %kf0.0.h = load <8 x half>, ptr addrspace(1) %kf0.q0, align 16
  %vf0.p0 = getelementptr inbounds half, ptr addrspace(1) %v, i64 %kf0.o
  %vf0.q0 = getelementptr inbounds half, ptr addrspace(1) %vf0.p0, i64 0
  %vf0.0.h = load <8 x half>, ptr addrspace(1) %vf0.q0, align 16
  %kf0.p1 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kf0.o
  %kf0.q1 = getelementptr inbounds half, ptr addrspace(1) %kf0.p1, i64 32
  %kf0.1.h = load <8 x half>, ptr addrspace(1) %kf0.q1, align 16
  %vf0.p1 = getelementptr inbounds half, ptr addrspace(1) %v, i64 %kf0.o
  %vf0.q1 = getelementptr inbounds half, ptr addrspace(1) %vf0.p1, i64 32
  %vf0.1.h = load <8 x half>, ptr addrspace(1) %vf0.q1, align 16
  %kf1.s = call i32 @llvm.smin.i32(i32 %sa.kg1, i32 %kf.last)
  %kf1.t = add i32 %kv.tok0, %kf1.s
  %kf1.g.r64 = sext i32 %kf1.t to i64
  %kf1.g.h64 = sext i32 %num_heads_kv to i64
  %kf1.g.hh64 = sext i32 %h to i64
  %kf1.g.rh = mul nsw i64 %kf1.g.r64, %kf1.g.h64
  %kf1.g.rhh = add nsw i64 %kf1.g.rh, %kf1.g.hh64
  %kf1.g.base = mul i64 %kf1.g.rhh, 64
  %kf1.lk = zext i32 %sa.lkw to i64
  %kf1.o = add i64 %kf1.g.base, %kf1.lk
  %kf1.p0 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kf1.o
  %kf1.q0 = getelementptr inbounds half, ptr addrspace(1) %kf1.p0, i64 0
  %kf1.0.h = load <8 x half>, ptr addrspace(1) %kf1.q0, align 16
  %vf1.p0 = getelementptr inbounds half, ptr addrspace(1) %v, i64 %kf1.o
  %vf1.q0 = getelementptr inbounds half, ptr addrspace(1) %vf1.p0, i64 0
  %vf1.0.h = load <8 x half>, ptr addrspace(1) %vf1.q0, align 16
  %kf1.p1 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kf1.o
  %kf1.q1 = getelementptr inbounds half, ptr addrspace(1) %kf1.p1, i64 32
  %kf1.1.h = load <8 x half>, ptr addrspace(1) %kf1.q1, align 16
  %vf1.p1 = getelementptr inbounds half, ptr addrspace(1) %v, i64 %kf1.o
  %vf1.q1 = getelementptr inbounds half, ptr addrspace(1) %vf1.p1, i64 32
  %vf1.1.h = load <8 x half>, ptr addrspace(1) %vf1.q1, align 16
  %kf2.s = call i32 @llvm.smin.i32(i32 %sa.kg2, i32 %kf.last)
  %kf2.t = add i32 %kv.tok0, %kf2.s
  %kf2.g.r64 = sext i32 %kf2.t to i64
  %kf2.g.h64 = sext i32 %num_heads_kv to i64
  %kf2.g.hh64 = sext i32 %h to i64
  %kf2.g.rh = mul nsw i64 %kf2.g.r64, %kf2.g.h64
  %kf2.g.rhh = add nsw i64 %kf2.g.rh, %kf2.g.hh64
  %kf2.g.base = mul i64 %kf2.g.rhh, 64
  %kf2.lk = zext i32 %sa.lkw to i64
  %kf2.o = add i64 %kf2.g.base, %kf2.lk
  %kf2.p0 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kf2.o
  %kf2.q0 = getelementptr inbounds half, ptr addrspace(1) %kf2.p0, i64 0
  %kf2.0.h = load <8 x half>, ptr addrspace(1) %kf2.q0, align 16
  %vf2.p0 = getelementptr inbounds half, ptr addrspace(1) %v, i64 %kf2.o
  %vf2.q0 = getelementptr inbounds half, ptr addrspace(1) %vf2.p0, i64 0
  %vf2.0.h = load <8 x half>, ptr addrspace(1) %vf2.q0, align 16
  %kf2.p1 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kf2.o
  %kf2.q1 = getelementptr inbounds half, ptr addrspace(1) %kf2.p1, i64 32
  %kf2.1.h = load <8 x half>, ptr addrspace(1) %kf2.q1, align 16
  %vf2.p1 = getelementptr inbounds half, ptr addrspace(1) %v, i64 %kf2.o
  %vf2.q1 = getelementptr inbounds half, ptr addrspace(1) %vf2.p1, i64 32
  %vf2.1.h = load <8 x half>, ptr addrspace(1) %vf2.q1, align 16
  %kf3.s = call i32 @llvm.smin.i32(i32 %sa.kg3, i32 %kf.last)
  %kf3.t = add i32 %kv.tok0, %kf3.s
  %kf3.g.r64 = sext i32 %kf3.t to i64
  %kf3.g.h64 = sext i32 %num_heads_kv to i64
  %kf3.g.hh64 = sext i32 %h to i64
  %kf3.g.rh = mul nsw i64 %kf3.g.r64, %kf3.g.h64
  %kf3.g.rhh = add nsw i64 %kf3.g.rh, %kf3.g.hh64
  %kf3.g.base = mul i64 %kf3.g.rhh, 64
  %kf3.lk = zext i32 %sa.lkw to i64
  %kf3.o = add i64 %kf3.g.base, %kf3.lk
  %kf3.p0 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kf3.o
  %kf3.q0 = getelementptr inbounds half, ptr addrspace(1) %kf3.p0, i64 0
  %kf3.0.h = load <8 x half>, ptr addrspace(1) %kf3.q0, align 16
  %vf3.p0 = getelementptr inbounds half, ptr addrspace(1) %v, i64 %kf3.o
  %vf3.q0 = getelementptr inbounds half, ptr addrspace(1) %vf3.p0, i64 0
  %vf3.0.h = load <8 x half>, ptr addrspace(1) %vf3.q0, align 16
  %kf3.p1 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kf3.o
  %kf3.q1 = getelementptr inbounds half, ptr addrspace(1) %kf3.p1, i64 32
  %kf3.1.h = load <8 x half>, ptr addrspace(1) %kf3.q1, align 16
  %vf3.p1 = getelementptr inbounds half, ptr addrspace(1) %v, i64 %kf3.o
  %vf3.q1 = getelementptr inbounds half, ptr addrspace(1) %vf3.p1, i64 32
  %vf3.1.h = load <8 x half>, ptr addrspace(1) %vf3.q1, align 16
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
  %kt.g0.base = mul i64 %kt.g0.rhh, 64
  %kt.o0 = add i64 %kt.g0.base, %ld.col64
  %kt.p0 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kt.o0
  %kt.v0 = load <8 x half>, ptr addrspace(1) %kt.p0, align 16
  %kt.e0.0 = extractelement <8 x half> %kt.v0, i32 0
  %kt.c0.0 = add i32 %ld.col, 0
  %kt.m0.0 = mul i32 %kt.c0.0, 264
  %kt.a0.0 = add i32 %kt.m0.0, %kt.r0
  %kt.q0.0 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a0.0
  store half %kt.e0.0, ptr addrspace(3) %kt.q0.0, align 2
  %kt.e0.1 = extractelement <8 x half> %kt.v0, i32 1
  %kt.c0.1 = add i32 %ld.col, 1
  %kt.m0.1 = mul i32 %kt.c0.1, 264
  %kt.a0.1 = add i32 %kt.m0.1, %kt.r0
  %kt.q0.1 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a0.1
  store half %kt.e0.1, ptr addrspace(3) %kt.q0.1, align 2
  %kt.e0.2 = extractelement <8 x half> %kt.v0, i32 2
  %kt.c0.2 = add i32 %ld.col, 2
  %kt.m0.2 = mul i32 %kt.c0.2, 264
  %kt.a0.2 = add i32 %kt.m0.2, %kt.r0
  %kt.q0.2 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a0.2
  store half %kt.e0.2, ptr addrspace(3) %kt.q0.2, align 2
  %kt.e0.3 = extractelement <8 x half> %kt.v0, i32 3
  %kt.c0.3 = add i32 %ld.col, 3
  %kt.m0.3 = mul i32 %kt.c0.3, 264
  %kt.a0.3 = add i32 %kt.m0.3, %kt.r0
  %kt.q0.3 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a0.3
  store half %kt.e0.3, ptr addrspace(3) %kt.q0.3, align 2
  %kt.e0.4 = extractelement <8 x half> %kt.v0, i32 4
  %kt.c0.4 = add i32 %ld.col, 4
  %kt.m0.4 = mul i32 %kt.c0.4, 264
  %kt.a0.4 = add i32 %kt.m0.4, %kt.r0
  %kt.q0.4 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a0.4
  store half %kt.e0.4, ptr addrspace(3) %kt.q0.4, align 2
  %kt.e0.5 = extractelement <8 x half> %kt.v0, i32 5
  %kt.c0.5 = add i32 %ld.col, 5
  %kt.m0.5 = mul i32 %kt.c0.5, 264
  %kt.a0.5 = add i32 %kt.m0.5, %kt.r0
  %kt.q0.5 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a0.5
  store half %kt.e0.5, ptr addrspace(3) %kt.q0.5, align 2
  %kt.e0.6 = extractelement <8 x half> %kt.v0, i32 6
  %kt.c0.6 = add i32 %ld.col, 6
  %kt.m0.6 = mul i32 %kt.c0.6, 264
  %kt.a0.6 = add i32 %kt.m0.6, %kt.r0
  %kt.q0.6 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a0.6
  store half %kt.e0.6, ptr addrspace(3) %kt.q0.6, align 2
  %kt.e0.7 = extractelement <8 x half> %kt.v0, i32 7
  %kt.c0.7 = add i32 %ld.col, 7
  %kt.m0.7 = mul i32 %kt.c0.7, 264
  %kt.a0.7 = add i32 %kt.m0.7, %kt.r0
  %kt.q0.7 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a0.7
  store half %kt.e0.7, ptr addrspace(3) %kt.q0.7, align 2
  %kt.r1 = add i32 %ld.r, 32
  %kt.n1 = add i32 %n0, %kt.r1
  %kt.s1 = call i32 @llvm.smin.i32(i32 %kt.n1, i32 %kf.last)
  %kt.t1 = add i32 %kv.tok0, %kt.s1
  %kt.g1.r64 = sext i32 %kt.t1 to i64
  %kt.g1.h64 = sext i32 %num_heads_kv to i64
  %kt.g1.hh64 = sext i32 %h to i64
  %kt.g1.rh = mul nsw i64 %kt.g1.r64, %kt.g1.h64
  %kt.g1.rhh = add nsw i64 %kt.g1.rh, %kt.g1.hh64
  %kt.g1.base = mul i64 %kt.g1.rhh, 64
  %kt.o1 = add i64 %kt.g1.base, %ld.col64
  %kt.p1 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kt.o1
  %kt.v1 = load <8 x half>, ptr addrspace(1) %kt.p1, align 16
  %kt.e1.0 = extractelement <8 x half> %kt.v1, i32 0
  %kt.c1.0 = add i32 %ld.col, 0
  %kt.m1.0 = mul i32 %kt.c1.0, 264
  %kt.a1.0 = add i32 %kt.m1.0, %kt.r1
  %kt.q1.0 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a1.0
  store half %kt.e1.0, ptr addrspace(3) %kt.q1.0, align 2
  %kt.e1.1 = extractelement <8 x half> %kt.v1, i32 1
  %kt.c1.1 = add i32 %ld.col, 1
  %kt.m1.1 = mul i32 %kt.c1.1, 264
  %kt.a1.1 = add i32 %kt.m1.1, %kt.r1
  %kt.q1.1 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a1.1
  store half %kt.e1.1, ptr addrspace(3) %kt.q1.1, align 2
  %kt.e1.2 = extractelement <8 x half> %kt.v1, i32 2
  %kt.c1.2 = add i32 %ld.col, 2
  %kt.m1.2 = mul i32 %kt.c1.2, 264
  %kt.a1.2 = add i32 %kt.m1.2, %kt.r1
  %kt.q1.2 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a1.2
  store half %kt.e1.2, ptr addrspace(3) %kt.q1.2, align 2
  %kt.e1.3 = extractelement <8 x half> %kt.v1, i32 3
  %kt.c1.3 = add i32 %ld.col, 3
  %kt.m1.3 = mul i32 %kt.c1.3, 264
  %kt.a1.3 = add i32 %kt.m1.3, %kt.r1
  %kt.q1.3 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a1.3
  store half %kt.e1.3, ptr addrspace(3) %kt.q1.3, align 2
  %kt.e1.4 = extractelement <8 x half> %kt.v1, i32 4
  %kt.c1.4 = add i32 %ld.col, 4
  %kt.m1.4 = mul i32 %kt.c1.4, 264
  %kt.a1.4 = add i32 %kt.m1.4, %kt.r1
  %kt.q1.4 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a1.4
  store half %kt.e1.4, ptr addrspace(3) %kt.q1.4, align 2
  %kt.e1.5 = extractelement <8 x half> %kt.v1, i32 5
  %kt.c1.5 = add i32 %ld.col, 5
  %kt.m1.5 = mul i32 %kt.c1.5, 264
  %kt.a1.5 = add i32 %kt.m1.5, %kt.r1
  %kt.q1.5 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a1.5
  store half %kt.e1.5, ptr addrspace(3) %kt.q1.5, align 2
  %kt.e1.6 = extractelement <8 x half> %kt.v1, i32 6
  %kt.c1.6 = add i32 %ld.col, 6
  %kt.m1.6 = mul i32 %kt.c1.6, 264
  %kt.a1.6 = add i32 %kt.m1.6, %kt.r1
  %kt.q1.6 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a1.6
  store half %kt.e1.6, ptr addrspace(3) %kt.q1.6, align 2
  %kt.e1.7 = extractelement <8 x half> %kt.v1, i32 7
  %kt.c1.7 = add i32 %ld.col, 7
  %kt.m1.7 = mul i32 %kt.c1.7, 264
  %kt.a1.7 = add i32 %kt.m1.7, %kt.r1
  %kt.q1.7 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a1.7
  store half %kt.e1.7, ptr addrspace(3) %kt.q1.7, align 2
  %kt.r2 = add i32 %ld.r, 64
  %kt.n2 = add i32 %n0, %kt.r2
  %kt.s2 = call i32 @llvm.smin.i32(i32 %kt.n2, i32 %kf.last)
  %kt.t2 = add i32 %kv.tok0, %kt.s2
  %kt.g2.r64 = sext i32 %kt.t2 to i64
  %kt.g2.h64 = sext i32 %num_heads_kv to i64
  %kt.g2.hh64 = sext i32 %h to i64
  %kt.g2.rh = mul nsw i64 %kt.g2.r64, %kt.g2.h64
  %kt.g2.rhh = add nsw i64 %kt.g2.rh, %kt.g2.hh64
  %kt.g2.base = mul i64 %kt.g2.rhh, 64
  %kt.o2 = add i64 %kt.g2.base, %ld.col64
  %kt.p2 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kt.o2
  %kt.v2 = load <8 x half>, ptr addrspace(1) %kt.p2, align 16
  %kt.e2.0 = extractelement <8 x half> %kt.v2, i32 0
  %kt.c2.0 = add i32 %ld.col, 0
  %kt.m2.0 = mul i32 %kt.c2.0, 264
  %kt.a2.0 = add i32 %kt.m2.0, %kt.r2
  %kt.q2.0 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a2.0
  store half %kt.e2.0, ptr addrspace(3) %kt.q2.0, align 2
  %kt.e2.1 = extractelement <8 x half> %kt.v2, i32 1
  %kt.c2.1 = add i32 %ld.col, 1
  %kt.m2.1 = mul i32 %kt.c2.1, 264
  %kt.a2.1 = add i32 %kt.m2.1, %kt.r2
  %kt.q2.1 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a2.1
  store half %kt.e2.1, ptr addrspace(3) %kt.q2.1, align 2
  %kt.e2.2 = extractelement <8 x half> %kt.v2, i32 2
  %kt.c2.2 = add i32 %ld.col, 2
  %kt.m2.2 = mul i32 %kt.c2.2, 264
  %kt.a2.2 = add i32 %kt.m2.2, %kt.r2
  %kt.q2.2 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a2.2
  store half %kt.e2.2, ptr addrspace(3) %kt.q2.2, align 2
  %kt.e2.3 = extractelement <8 x half> %kt.v2, i32 3
  %kt.c2.3 = add i32 %ld.col, 3
  %kt.m2.3 = mul i32 %kt.c2.3, 264
  %kt.a2.3 = add i32 %kt.m2.3, %kt.r2
  %kt.q2.3 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a2.3
  store half %kt.e2.3, ptr addrspace(3) %kt.q2.3, align 2
  %kt.e2.4 = extractelement <8 x half> %kt.v2, i32 4
  %kt.c2.4 = add i32 %ld.col, 4
  %kt.m2.4 = mul i32 %kt.c2.4, 264
  %kt.a2.4 = add i32 %kt.m2.4, %kt.r2
  %kt.q2.4 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a2.4
  store half %kt.e2.4, ptr addrspace(3) %kt.q2.4, align 2
  %kt.e2.5 = extractelement <8 x half> %kt.v2, i32 5
  %kt.c2.5 = add i32 %ld.col, 5
  %kt.m2.5 = mul i32 %kt.c2.5, 264
  %kt.a2.5 = add i32 %kt.m2.5, %kt.r2
  %kt.q2.5 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a2.5
  store half %kt.e2.5, ptr addrspace(3) %kt.q2.5, align 2
  %kt.e2.6 = extractelement <8 x half> %kt.v2, i32 6
  %kt.c2.6 = add i32 %ld.col, 6
  %kt.m2.6 = mul i32 %kt.c2.6, 264
  %kt.a2.6 = add i32 %kt.m2.6, %kt.r2
  %kt.q2.6 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a2.6
  store half %kt.e2.6, ptr addrspace(3) %kt.q2.6, align 2
  %kt.e2.7 = extractelement <8 x half> %kt.v2, i32 7
  %kt.c2.7 = add i32 %ld.col, 7
  %kt.m2.7 = mul i32 %kt.c2.7, 264
  %kt.a2.7 = add i32 %kt.m2.7, %kt.r2
  %kt.q2.7 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a2.7
  store half %kt.e2.7, ptr addrspace(3) %kt.q2.7, align 2
  %kt.r3 = add i32 %ld.r, 96
  %kt.n3 = add i32 %n0, %kt.r3
  %kt.s3 = call i32 @llvm.smin.i32(i32 %kt.n3, i32 %kf.last)
  %kt.t3 = add i32 %kv.tok0, %kt.s3
  %kt.g3.r64 = sext i32 %kt.t3 to i64
  %kt.g3.h64 = sext i32 %num_heads_kv to i64
  %kt.g3.hh64 = sext i32 %h to i64
  %kt.g3.rh = mul nsw i64 %kt.g3.r64, %kt.g3.h64
  %kt.g3.rhh = add nsw i64 %kt.g3.rh, %kt.g3.hh64
  %kt.g3.base = mul i64 %kt.g3.rhh, 64
  %kt.o3 = add i64 %kt.g3.base, %ld.col64
  %kt.p3 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kt.o3
  %kt.v3 = load <8 x half>, ptr addrspace(1) %kt.p3, align 16
  %kt.e3.0 = extractelement <8 x half> %kt.v3, i32 0
  %kt.c3.0 = add i32 %ld.col, 0
  %kt.m3.0 = mul i32 %kt.c3.0, 264
  %kt.a3.0 = add i32 %kt.m3.0, %kt.r3
  %kt.q3.0 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a3.0
  store half %kt.e3.0, ptr addrspace(3) %kt.q3.0, align 2
  %kt.e3.1 = extractelement <8 x half> %kt.v3, i32 1
  %kt.c3.1 = add i32 %ld.col, 1
  %kt.m3.1 = mul i32 %kt.c3.1, 264
  %kt.a3.1 = add i32 %kt.m3.1, %kt.r3
  %kt.q3.1 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a3.1
  store half %kt.e3.1, ptr addrspace(3) %kt.q3.1, align 2
  %kt.e3.2 = extractelement <8 x half> %kt.v3, i32 2
  %kt.c3.2 = add i32 %ld.col, 2
  %kt.m3.2 = mul i32 %kt.c3.2, 264
  %kt.a3.2 = add i32 %kt.m3.2, %kt.r3
  %kt.q3.2 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a3.2
  store half %kt.e3.2, ptr addrspace(3) %kt.q3.2, align 2
  %kt.e3.3 = extractelement <8 x half> %kt.v3, i32 3
  %kt.c3.3 = add i32 %ld.col, 3
  %kt.m3.3 = mul i32 %kt.c3.3, 264
  %kt.a3.3 = add i32 %kt.m3.3, %kt.r3
  %kt.q3.3 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a3.3
  store half %kt.e3.3, ptr addrspace(3) %kt.q3.3, align 2
  %kt.e3.4 = extractelement <8 x half> %kt.v3, i32 4
  %kt.c3.4 = add i32 %ld.col, 4
  %kt.m3.4 = mul i32 %kt.c3.4, 264
  %kt.a3.4 = add i32 %kt.m3.4, %kt.r3
  %kt.q3.4 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a3.4
  store half %kt.e3.4, ptr addrspace(3) %kt.q3.4, align 2
  %kt.e3.5 = extractelement <8 x half> %kt.v3, i32 5
  %kt.c3.5 = add i32 %ld.col, 5
  %kt.m3.5 = mul i32 %kt.c3.5, 264
  %kt.a3.5 = add i32 %kt.m3.5, %kt.r3
  %kt.q3.5 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a3.5
  store half %kt.e3.5, ptr addrspace(3) %kt.q3.5, align 2
  %kt.e3.6 = extractelement <8 x half> %kt.v3, i32 6
  %kt.c3.6 = add i32 %ld.col, 6
  %kt.m3.6 = mul i32 %kt.c3.6, 264
  %kt.a3.6 = add i32 %kt.m3.6, %kt.r3
  %kt.q3.6 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a3.6
  store half %kt.e3.6, ptr addrspace(3) %kt.q3.6, align 2
  %kt.e3.7 = extractelement <8 x half> %kt.v3, i32 7
  %kt.c3.7 = add i32 %ld.col, 7
  %kt.m3.7 = mul i32 %kt.c3.7, 264
  %kt.a3.7 = add i32 %kt.m3.7, %kt.r3
  %kt.q3.7 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a3.7
  store half %kt.e3.7, ptr addrspace(3) %kt.q3.7, align 2
  %kt.r4 = add i32 %ld.r, 128
  %kt.n4 = add i32 %n0, %kt.r4
  %kt.s4 = call i32 @llvm.smin.i32(i32 %kt.n4, i32 %kf.last)
  %kt.t4 = add i32 %kv.tok0, %kt.s4
  %kt.g4.r64 = sext i32 %kt.t4 to i64
  %kt.g4.h64 = sext i32 %num_heads_kv to i64
  %kt.g4.hh64 = sext i32 %h to i64
  %kt.g4.rh = mul nsw i64 %kt.g4.r64, %kt.g4.h64
  %kt.g4.rhh = add nsw i64 %kt.g4.rh, %kt.g4.hh64
  %kt.g4.base = mul i64 %kt.g4.rhh, 64
  %kt.o4 = add i64 %kt.g4.base, %ld.col64
  %kt.p4 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kt.o4
  %kt.v4 = load <8 x half>, ptr addrspace(1) %kt.p4, align 16
  %kt.e4.0 = extractelement <8 x half> %kt.v4, i32 0
  %kt.c4.0 = add i32 %ld.col, 0
  %kt.m4.0 = mul i32 %kt.c4.0, 264
  %kt.a4.0 = add i32 %kt.m4.0, %kt.r4
  %kt.q4.0 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a4.0
  store half %kt.e4.0, ptr addrspace(3) %kt.q4.0, align 2
  %kt.e4.1 = extractelement <8 x half> %kt.v4, i32 1
  %kt.c4.1 = add i32 %ld.col, 1
  %kt.m4.1 = mul i32 %kt.c4.1, 264
  %kt.a4.1 = add i32 %kt.m4.1, %kt.r4
  %kt.q4.1 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a4.1
  store half %kt.e4.1, ptr addrspace(3) %kt.q4.1, align 2
  %kt.e4.2 = extractelement <8 x half> %kt.v4, i32 2
  %kt.c4.2 = add i32 %ld.col, 2
  %kt.m4.2 = mul i32 %kt.c4.2, 264
  %kt.a4.2 = add i32 %kt.m4.2, %kt.r4
  %kt.q4.2 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a4.2
  store half %kt.e4.2, ptr addrspace(3) %kt.q4.2, align 2
  %kt.e4.3 = extractelement <8 x half> %kt.v4, i32 3
  %kt.c4.3 = add i32 %ld.col, 3
  %kt.m4.3 = mul i32 %kt.c4.3, 264
  %kt.a4.3 = add i32 %kt.m4.3, %kt.r4
  %kt.q4.3 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a4.3
  store half %kt.e4.3, ptr addrspace(3) %kt.q4.3, align 2
  %kt.e4.4 = extractelement <8 x half> %kt.v4, i32 4
  %kt.c4.4 = add i32 %ld.col, 4
  %kt.m4.4 = mul i32 %kt.c4.4, 264
  %kt.a4.4 = add i32 %kt.m4.4, %kt.r4
  %kt.q4.4 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a4.4
  store half %kt.e4.4, ptr addrspace(3) %kt.q4.4, align 2
  %kt.e4.5 = extractelement <8 x half> %kt.v4, i32 5
  %kt.c4.5 = add i32 %ld.col, 5
  %kt.m4.5 = mul i32 %kt.c4.5, 264
  %kt.a4.5 = add i32 %kt.m4.5, %kt.r4
  %kt.q4.5 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a4.5
  store half %kt.e4.5, ptr addrspace(3) %kt.q4.5, align 2
  %kt.e4.6 = extractelement <8 x half> %kt.v4, i32 6
  %kt.c4.6 = add i32 %ld.col, 6
  %kt.m4.6 = mul i32 %kt.c4.6, 264
  %kt.a4.6 = add i32 %kt.m4.6, %kt.r4
  %kt.q4.6 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a4.6
  store half %kt.e4.6, ptr addrspace(3) %kt.q4.6, align 2
  %kt.e4.7 = extractelement <8 x half> %kt.v4, i32 7
  %kt.c4.7 = add i32 %ld.col, 7
  %kt.m4.7 = mul i32 %kt.c4.7, 264
  %kt.a4.7 = add i32 %kt.m4.7, %kt.r4
  %kt.q4.7 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a4.7
  store half %kt.e4.7, ptr addrspace(3) %kt.q4.7, align 2
  %kt.r5 = add i32 %ld.r, 160
  %kt.n5 = add i32 %n0, %kt.r5
  %kt.s5 = call i32 @llvm.smin.i32(i32 %kt.n5, i32 %kf.last)
  %kt.t5 = add i32 %kv.tok0, %kt.s5
  %kt.g5.r64 = sext i32 %kt.t5 to i64
  %kt.g5.h64 = sext i32 %num_heads_kv to i64
  %kt.g5.hh64 = sext i32 %h to i64
  %kt.g5.rh = mul nsw i64 %kt.g5.r64, %kt.g5.h64
  %kt.g5.rhh = add nsw i64 %kt.g5.rh, %kt.g5.hh64
  %kt.g5.base = mul i64 %kt.g5.rhh, 64
  %kt.o5 = add i64 %kt.g5.base, %ld.col64
  %kt.p5 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kt.o5
  %kt.v5 = load <8 x half>, ptr addrspace(1) %kt.p5, align 16
  %kt.e5.0 = extractelement <8 x half> %kt.v5, i32 0
  %kt.c5.0 = add i32 %ld.col, 0
  %kt.m5.0 = mul i32 %kt.c5.0, 264
  %kt.a5.0 = add i32 %kt.m5.0, %kt.r5
  %kt.q5.0 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a5.0
  store half %kt.e5.0, ptr addrspace(3) %kt.q5.0, align 2
  %kt.e5.1 = extractelement <8 x half> %kt.v5, i32 1
  %kt.c5.1 = add i32 %ld.col, 1
  %kt.m5.1 = mul i32 %kt.c5.1, 264
  %kt.a5.1 = add i32 %kt.m5.1, %kt.r5
  %kt.q5.1 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a5.1
  store half %kt.e5.1, ptr addrspace(3) %kt.q5.1, align 2
  %kt.e5.2 = extractelement <8 x half> %kt.v5, i32 2
  %kt.c5.2 = add i32 %ld.col, 2
  %kt.m5.2 = mul i32 %kt.c5.2, 264
  %kt.a5.2 = add i32 %kt.m5.2, %kt.r5
  %kt.q5.2 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a5.2
  store half %kt.e5.2, ptr addrspace(3) %kt.q5.2, align 2
  %kt.e5.3 = extractelement <8 x half> %kt.v5, i32 3
  %kt.c5.3 = add i32 %ld.col, 3
  %kt.m5.3 = mul i32 %kt.c5.3, 264
  %kt.a5.3 = add i32 %kt.m5.3, %kt.r5
  %kt.q5.3 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a5.3
  store half %kt.e5.3, ptr addrspace(3) %kt.q5.3, align 2
  %kt.e5.4 = extractelement <8 x half> %kt.v5, i32 4
  %kt.c5.4 = add i32 %ld.col, 4
  %kt.m5.4 = mul i32 %kt.c5.4, 264
  %kt.a5.4 = add i32 %kt.m5.4, %kt.r5
  %kt.q5.4 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a5.4
  store half %kt.e5.4, ptr addrspace(3) %kt.q5.4, align 2
  %kt.e5.5 = extractelement <8 x half> %kt.v5, i32 5
  %kt.c5.5 = add i32 %ld.col, 5
  %kt.m5.5 = mul i32 %kt.c5.5, 264
  %kt.a5.5 = add i32 %kt.m5.5, %kt.r5
  %kt.q5.5 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a5.5
  store half %kt.e5.5, ptr addrspace(3) %kt.q5.5, align 2
  %kt.e5.6 = extractelement <8 x half> %kt.v5, i32 6
  %kt.c5.6 = add i32 %ld.col, 6
  %kt.m5.6 = mul i32 %kt.c5.6, 264
  %kt.a5.6 = add i32 %kt.m5.6, %kt.r5
  %kt.q5.6 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a5.6
  store half %kt.e5.6, ptr addrspace(3) %kt.q5.6, align 2
  %kt.e5.7 = extractelement <8 x half> %kt.v5, i32 7
  %kt.c5.7 = add i32 %ld.col, 7
  %kt.m5.7 = mul i32 %kt.c5.7, 264
  %kt.a5.7 = add i32 %kt.m5.7, %kt.r5
  %kt.q5.7 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a5.7
  store half %kt.e5.7, ptr addrspace(3) %kt.q5.7, align 2
  %kt.r6 = add i32 %ld.r, 192
  %kt.n6 = add i32 %n0, %kt.r6
  %kt.s6 = call i32 @llvm.smin.i32(i32 %kt.n6, i32 %kf.last)
  %kt.t6 = add i32 %kv.tok0, %kt.s6
  %kt.g6.r64 = sext i32 %kt.t6 to i64
  %kt.g6.h64 = sext i32 %num_heads_kv to i64
  %kt.g6.hh64 = sext i32 %h to i64
  %kt.g6.rh = mul nsw i64 %kt.g6.r64, %kt.g6.h64
  %kt.g6.rhh = add nsw i64 %kt.g6.rh, %kt.g6.hh64
  %kt.g6.base = mul i64 %kt.g6.rhh, 64
  %kt.o6 = add i64 %kt.g6.base, %ld.col64
  %kt.p6 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kt.o6
  %kt.v6 = load <8 x half>, ptr addrspace(1) %kt.p6, align 16
  %kt.e6.0 = extractelement <8 x half> %kt.v6, i32 0
  %kt.c6.0 = add i32 %ld.col, 0
  %kt.m6.0 = mul i32 %kt.c6.0, 264
  %kt.a6.0 = add i32 %kt.m6.0, %kt.r6
  %kt.q6.0 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a6.0
  store half %kt.e6.0, ptr addrspace(3) %kt.q6.0, align 2
  %kt.e6.1 = extractelement <8 x half> %kt.v6, i32 1
  %kt.c6.1 = add i32 %ld.col, 1
  %kt.m6.1 = mul i32 %kt.c6.1, 264
  %kt.a6.1 = add i32 %kt.m6.1, %kt.r6
  %kt.q6.1 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a6.1
  store half %kt.e6.1, ptr addrspace(3) %kt.q6.1, align 2
  %kt.e6.2 = extractelement <8 x half> %kt.v6, i32 2
  %kt.c6.2 = add i32 %ld.col, 2
  %kt.m6.2 = mul i32 %kt.c6.2, 264
  %kt.a6.2 = add i32 %kt.m6.2, %kt.r6
  %kt.q6.2 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a6.2
  store half %kt.e6.2, ptr addrspace(3) %kt.q6.2, align 2
  %kt.e6.3 = extractelement <8 x half> %kt.v6, i32 3
  %kt.c6.3 = add i32 %ld.col, 3
  %kt.m6.3 = mul i32 %kt.c6.3, 264
  %kt.a6.3 = add i32 %kt.m6.3, %kt.r6
  %kt.q6.3 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a6.3
  store half %kt.e6.3, ptr addrspace(3) %kt.q6.3, align 2
  %kt.e6.4 = extractelement <8 x half> %kt.v6, i32 4
  %kt.c6.4 = add i32 %ld.col, 4
  %kt.m6.4 = mul i32 %kt.c6.4, 264
  %kt.a6.4 = add i32 %kt.m6.4, %kt.r6
  %kt.q6.4 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a6.4
  store half %kt.e6.4, ptr addrspace(3) %kt.q6.4, align 2
  %kt.e6.5 = extractelement <8 x half> %kt.v6, i32 5
  %kt.c6.5 = add i32 %ld.col, 5
  %kt.m6.5 = mul i32 %kt.c6.5, 264
  %kt.a6.5 = add i32 %kt.m6.5, %kt.r6
  %kt.q6.5 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a6.5
  store half %kt.e6.5, ptr addrspace(3) %kt.q6.5, align 2
  %kt.e6.6 = extractelement <8 x half> %kt.v6, i32 6
  %kt.c6.6 = add i32 %ld.col, 6
  %kt.m6.6 = mul i32 %kt.c6.6, 264
  %kt.a6.6 = add i32 %kt.m6.6, %kt.r6
  %kt.q6.6 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a6.6
  store half %kt.e6.6, ptr addrspace(3) %kt.q6.6, align 2
  %kt.e6.7 = extractelement <8 x half> %kt.v6, i32 7
  %kt.c6.7 = add i32 %ld.col, 7
  %kt.m6.7 = mul i32 %kt.c6.7, 264
  %kt.a6.7 = add i32 %kt.m6.7, %kt.r6
  %kt.q6.7 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a6.7
  store half %kt.e6.7, ptr addrspace(3) %kt.q6.7, align 2
  %kt.r7 = add i32 %ld.r, 224
  %kt.n7 = add i32 %n0, %kt.r7
  %kt.s7 = call i32 @llvm.smin.i32(i32 %kt.n7, i32 %kf.last)
  %kt.t7 = add i32 %kv.tok0, %kt.s7
  %kt.g7.r64 = sext i32 %kt.t7 to i64
  %kt.g7.h64 = sext i32 %num_heads_kv to i64
  %kt.g7.hh64 = sext i32 %h to i64
  %kt.g7.rh = mul nsw i64 %kt.g7.r64, %kt.g7.h64
  %kt.g7.rhh = add nsw i64 %kt.g7.rh, %kt.g7.hh64
  %kt.g7.base = mul i64 %kt.g7.rhh, 64
  %kt.o7 = add i64 %kt.g7.base, %ld.col64
  %kt.p7 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kt.o7
  %kt.v7 = load <8 x half>, ptr addrspace(1) %kt.p7, align 16
  %kt.e7.0 = extractelement <8 x half> %kt.v7, i32 0
  %kt.c7.0 = add i32 %ld.col, 0
  %kt.m7.0 = mul i32 %kt.c7.0, 264
  %kt.a7.0 = add i32 %kt.m7.0, %kt.r7
  %kt.q7.0 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a7.0
  store half %kt.e7.0, ptr addrspace(3) %kt.q7.0, align 2
  %kt.e7.1 = extractelement <8 x half> %kt.v7, i32 1
  %kt.c7.1 = add i32 %ld.col, 1
  %kt.m7.1 = mul i32 %kt.c7.1, 264
  %kt.a7.1 = add i32 %kt.m7.1, %kt.r7
  %kt.q7.1 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a7.1
  store half %kt.e7.1, ptr addrspace(3) %kt.q7.1, align 2
  %kt.e7.2 = extractelement <8 x half> %kt.v7, i32 2
  %kt.c7.2 = add i32 %ld.col, 2
  %kt.m7.2 = mul i32 %kt.c7.2, 264
  %kt.a7.2 = add i32 %kt.m7.2, %kt.r7
  %kt.q7.2 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a7.2
  store half %kt.e7.2, ptr addrspace(3) %kt.q7.2, align 2
  %kt.e7.3 = extractelement <8 x half> %kt.v7, i32 3
  %kt.c7.3 = add i32 %ld.col, 3
  %kt.m7.3 = mul i32 %kt.c7.3, 264
  %kt.a7.3 = add i32 %kt.m7.3, %kt.r7
  %kt.q7.3 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a7.3
  store half %kt.e7.3, ptr addrspace(3) %kt.q7.3, align 2
  %kt.e7.4 = extractelement <8 x half> %kt.v7, i32 4
  %kt.c7.4 = add i32 %ld.col, 4
  %kt.m7.4 = mul i32 %kt.c7.4, 264
  %kt.a7.4 = add i32 %kt.m7.4, %kt.r7
  %kt.q7.4 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a7.4
  store half %kt.e7.4, ptr addrspace(3) %kt.q7.4, align 2
  %kt.e7.5 = extractelement <8 x half> %kt.v7, i32 5
  %kt.c7.5 = add i32 %ld.col, 5
  %kt.m7.5 = mul i32 %kt.c7.5, 264
  %kt.a7.5 = add i32 %kt.m7.5, %kt.r7
  %kt.q7.5 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a7.5
  store half %kt.e7.5, ptr addrspace(3) %kt.q7.5, align 2
  %kt.e7.6 = extractelement <8 x half> %kt.v7, i32 6
  %kt.c7.6 = add i32 %ld.col, 6
  %kt.m7.6 = mul i32 %kt.c7.6, 264
  %kt.a7.6 = add i32 %kt.m7.6, %kt.r7
  %kt.q7.6 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a7.6
  store half %kt.e7.6, ptr addrspace(3) %kt.q7.6, align 2
  %kt.e7.7 = extractelement <8 x half> %kt.v7, i32 7
  %kt.c7.7 = add i32 %ld.col, 7
  %kt.m7.7 = mul i32 %kt.c7.7, 264
  %kt.a7.7 = add i32 %kt.m7.7, %kt.r7
  %kt.q7.7 = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %kt.a7.7
  store half %kt.e7.7, ptr addrspace(3) %kt.q7.7, align 2
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
  %p0.xp0 = getelementptr inbounds half, ptr addrspace(1) %pf.src, i64 %p0.off0
  %p0.x0 = load <8 x half>, ptr addrspace(1) %p0.xp0, align 16
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
  ; (stored as loaded: a row past len_q holds row len_q - 1, finite, and its P and dS are 0 by
  ; lse2 = +inf, so it adds nothing; a select here is hoisted by LLVM above the dQ atomics,
  ; whose wait for this load then also waits for the previous pair's atomics)
  %p0.wx0 = freeze <8 x half> %p0.x0
  %p0.wxp0 = getelementptr inbounds half, ptr addrspace(3) %pf.dst, i32 %pf.lo0
  store <8 x half> %p0.wx0, ptr addrspace(3) %p0.wxp0, align 16
  ; and transposed ([D][20]: dV/dK's B fragments, 4 rows of a column, one 8-byte read)
  %p0.tx0.0 = extractelement <8 x half> %p0.wx0, i32 0
  %p0.txp0.0 = getelementptr inbounds half, ptr addrspace(3) %pf.dstt, i32 %pf.to0.0
  store half %p0.tx0.0, ptr addrspace(3) %p0.txp0.0, align 2
  %p0.tx0.1 = extractelement <8 x half> %p0.wx0, i32 1
  %p0.txp0.1 = getelementptr inbounds half, ptr addrspace(3) %pf.dstt, i32 %pf.to0.1
  store half %p0.tx0.1, ptr addrspace(3) %p0.txp0.1, align 2
  %p0.tx0.2 = extractelement <8 x half> %p0.wx0, i32 2
  %p0.txp0.2 = getelementptr inbounds half, ptr addrspace(3) %pf.dstt, i32 %pf.to0.2
  store half %p0.tx0.2, ptr addrspace(3) %p0.txp0.2, align 2
  %p0.tx0.3 = extractelement <8 x half> %p0.wx0, i32 3
  %p0.txp0.3 = getelementptr inbounds half, ptr addrspace(3) %pf.dstt, i32 %pf.to0.3
  store half %p0.tx0.3, ptr addrspace(3) %p0.txp0.3, align 2
  %p0.tx0.4 = extractelement <8 x half> %p0.wx0, i32 4
  %p0.txp0.4 = getelementptr inbounds half, ptr addrspace(3) %pf.dstt, i32 %pf.to0.4
  store half %p0.tx0.4, ptr addrspace(3) %p0.txp0.4, align 2
  %p0.tx0.5 = extractelement <8 x half> %p0.wx0, i32 5
  %p0.txp0.5 = getelementptr inbounds half, ptr addrspace(3) %pf.dstt, i32 %pf.to0.5
  store half %p0.tx0.5, ptr addrspace(3) %p0.txp0.5, align 2
  %p0.tx0.6 = extractelement <8 x half> %p0.wx0, i32 6
  %p0.txp0.6 = getelementptr inbounds half, ptr addrspace(3) %pf.dstt, i32 %pf.to0.6
  store half %p0.tx0.6, ptr addrspace(3) %p0.txp0.6, align 2
  %p0.tx0.7 = extractelement <8 x half> %p0.wx0, i32 7
  %p0.txp0.7 = getelementptr inbounds half, ptr addrspace(3) %pf.dstt, i32 %pf.to0.7
  store half %p0.tx0.7, ptr addrspace(3) %p0.txp0.7, align 2
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
  br label %qt

qt:
  ; LDS holds pair (g, m0)'s Q, dO tiles and lse/delta rows, stored by the previous pair
  %g = phi i32 [ 0, %qt.pre ], [ %g.n, %qt.next ]
  %m0 = phi i32 [ 0, %qt.pre ], [ %m0.n, %qt.next ]
  %qt.dk0 = phi <4 x float> [ zeroinitializer, %qt.pre ], [ %mg.dk0, %qt.next ]
  %qt.dv0 = phi <4 x float> [ zeroinitializer, %qt.pre ], [ %mg.dv0, %qt.next ]
  %qt.dk1 = phi <4 x float> [ zeroinitializer, %qt.pre ], [ %mg.dk1, %qt.next ]
  %qt.dv1 = phi <4 x float> [ zeroinitializer, %qt.pre ], [ %mg.dv1, %qt.next ]
  %qt.dk2 = phi <4 x float> [ zeroinitializer, %qt.pre ], [ %mg.dk2, %qt.next ]
  %qt.dv2 = phi <4 x float> [ zeroinitializer, %qt.pre ], [ %mg.dv2, %qt.next ]
  %qt.dk3 = phi <4 x float> [ zeroinitializer, %qt.pre ], [ %mg.dk3, %qt.next ]
  %qt.dv3 = phi <4 x float> [ zeroinitializer, %qt.pre ], [ %mg.dv3, %qt.next ]
  %qt.dk4 = phi <4 x float> [ zeroinitializer, %qt.pre ], [ %mg.dk4, %qt.next ]
  %qt.dv4 = phi <4 x float> [ zeroinitializer, %qt.pre ], [ %mg.dv4, %qt.next ]
  %qt.dk5 = phi <4 x float> [ zeroinitializer, %qt.pre ], [ %mg.dk5, %qt.next ]
  %qt.dv5 = phi <4 x float> [ zeroinitializer, %qt.pre ], [ %mg.dv5, %qt.next ]
  %qt.dk6 = phi <4 x float> [ zeroinitializer, %qt.pre ], [ %mg.dk6, %qt.next ]
  %qt.dv6 = phi <4 x float> [ zeroinitializer, %qt.pre ], [ %mg.dv6, %qt.next ]
  %qt.dk7 = phi <4 x float> [ zeroinitializer, %qt.pre ], [ %mg.dk7, %qt.next ]
  %qt.dv7 = phi <4 x float> [ zeroinitializer, %qt.pre ], [ %mg.dv7, %qt.next ]
  %qt.dk8 = phi <4 x float> [ zeroinitializer, %qt.pre ], [ %mg.dk8, %qt.next ]
  %qt.dv8 = phi <4 x float> [ zeroinitializer, %qt.pre ], [ %mg.dv8, %qt.next ]
  %qt.dk9 = phi <4 x float> [ zeroinitializer, %qt.pre ], [ %mg.dk9, %qt.next ]
  %qt.dv9 = phi <4 x float> [ zeroinitializer, %qt.pre ], [ %mg.dv9, %qt.next ]
  %qt.dk10 = phi <4 x float> [ zeroinitializer, %qt.pre ], [ %mg.dk10, %qt.next ]
  %qt.dv10 = phi <4 x float> [ zeroinitializer, %qt.pre ], [ %mg.dv10, %qt.next ]
  %qt.dk11 = phi <4 x float> [ zeroinitializer, %qt.pre ], [ %mg.dk11, %qt.next ]
  %qt.dv11 = phi <4 x float> [ zeroinitializer, %qt.pre ], [ %mg.dv11, %qt.next ]
  %qt.dk12 = phi <4 x float> [ zeroinitializer, %qt.pre ], [ %mg.dk12, %qt.next ]
  %qt.dv12 = phi <4 x float> [ zeroinitializer, %qt.pre ], [ %mg.dv12, %qt.next ]
  %qt.dk13 = phi <4 x float> [ zeroinitializer, %qt.pre ], [ %mg.dk13, %qt.next ]
  %qt.dv13 = phi <4 x float> [ zeroinitializer, %qt.pre ], [ %mg.dv13, %qt.next ]
  %qt.dk14 = phi <4 x float> [ zeroinitializer, %qt.pre ], [ %mg.dk14, %qt.next ]
  %qt.dv14 = phi <4 x float> [ zeroinitializer, %qt.pre ], [ %mg.dv14, %qt.next ]
  %qt.dk15 = phi <4 x float> [ zeroinitializer, %qt.pre ], [ %mg.dk15, %qt.next ]
  %qt.dv15 = phi <4 x float> [ zeroinitializer, %qt.pre ], [ %mg.dv15, %qt.next ]
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
  %ns.xp0 = getelementptr inbounds half, ptr addrspace(1) %pf.src, i64 %ns.off0
  %ns.x0 = load <8 x half>, ptr addrspace(1) %ns.xp0, align 16
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
  ; (stored as loaded: a row past len_q holds row len_q - 1, finite, and its P and dS are 0 by
  ; lse2 = +inf, so it adds nothing; a select here is hoisted by LLVM above the dQ atomics,
  ; whose wait for this load then also waits for the previous pair's atomics)
  %ns.wx0 = freeze <8 x half> %ns.x0
  %ns.wxp0 = getelementptr inbounds half, ptr addrspace(3) %pf.dst, i32 %pf.lo0
  store <8 x half> %ns.wx0, ptr addrspace(3) %ns.wxp0, align 16
  ; and transposed ([D][20]: dV/dK's B fragments, 4 rows of a column, one 8-byte read)
  %ns.tx0.0 = extractelement <8 x half> %ns.wx0, i32 0
  %ns.txp0.0 = getelementptr inbounds half, ptr addrspace(3) %pf.dstt, i32 %pf.to0.0
  store half %ns.tx0.0, ptr addrspace(3) %ns.txp0.0, align 2
  %ns.tx0.1 = extractelement <8 x half> %ns.wx0, i32 1
  %ns.txp0.1 = getelementptr inbounds half, ptr addrspace(3) %pf.dstt, i32 %pf.to0.1
  store half %ns.tx0.1, ptr addrspace(3) %ns.txp0.1, align 2
  %ns.tx0.2 = extractelement <8 x half> %ns.wx0, i32 2
  %ns.txp0.2 = getelementptr inbounds half, ptr addrspace(3) %pf.dstt, i32 %pf.to0.2
  store half %ns.tx0.2, ptr addrspace(3) %ns.txp0.2, align 2
  %ns.tx0.3 = extractelement <8 x half> %ns.wx0, i32 3
  %ns.txp0.3 = getelementptr inbounds half, ptr addrspace(3) %pf.dstt, i32 %pf.to0.3
  store half %ns.tx0.3, ptr addrspace(3) %ns.txp0.3, align 2
  %ns.tx0.4 = extractelement <8 x half> %ns.wx0, i32 4
  %ns.txp0.4 = getelementptr inbounds half, ptr addrspace(3) %pf.dstt, i32 %pf.to0.4
  store half %ns.tx0.4, ptr addrspace(3) %ns.txp0.4, align 2
  %ns.tx0.5 = extractelement <8 x half> %ns.wx0, i32 5
  %ns.txp0.5 = getelementptr inbounds half, ptr addrspace(3) %pf.dstt, i32 %pf.to0.5
  store half %ns.tx0.5, ptr addrspace(3) %ns.txp0.5, align 2
  %ns.tx0.6 = extractelement <8 x half> %ns.wx0, i32 6
  %ns.txp0.6 = getelementptr inbounds half, ptr addrspace(3) %pf.dstt, i32 %pf.to0.6
  store half %ns.tx0.6, ptr addrspace(3) %ns.txp0.6, align 2
  %ns.tx0.7 = extractelement <8 x half> %ns.wx0, i32 7
  %ns.txp0.7 = getelementptr inbounds half, ptr addrspace(3) %pf.dstt, i32 %pf.to0.7
  store half %ns.tx0.7, ptr addrspace(3) %ns.txp0.7, align 2
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
  %sx.q0.p = getelementptr inbounds half, ptr addrspace(3) @q.lds, i32 %sa.qa0
  %sx.q0.h = load <8 x half>, ptr addrspace(3) %sx.q0.p, align 16

  %sx.o0.p = getelementptr inbounds half, ptr addrspace(3) @do.lds, i32 %sa.qa0
  %sx.o0.h = load <8 x half>, ptr addrspace(3) %sx.o0.p, align 16

  %s0.k0 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.f16(<8 x half> %sx.q0.h, <8 x half> %kf0.0.h, <4 x float> %zacc4, i32 0, i32 0, i32 0)
  %dp0.k0 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.f16(<8 x half> %sx.o0.h, <8 x half> %vf0.0.h, <4 x float> %zacc4, i32 0, i32 0, i32 0)
  %s1.k0 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.f16(<8 x half> %sx.q0.h, <8 x half> %kf1.0.h, <4 x float> %zacc4, i32 0, i32 0, i32 0)
  %dp1.k0 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.f16(<8 x half> %sx.o0.h, <8 x half> %vf1.0.h, <4 x float> %zacc4, i32 0, i32 0, i32 0)
  %s2.k0 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.f16(<8 x half> %sx.q0.h, <8 x half> %kf2.0.h, <4 x float> %zacc4, i32 0, i32 0, i32 0)
  %dp2.k0 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.f16(<8 x half> %sx.o0.h, <8 x half> %vf2.0.h, <4 x float> %zacc4, i32 0, i32 0, i32 0)
  %s3.k0 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.f16(<8 x half> %sx.q0.h, <8 x half> %kf3.0.h, <4 x float> %zacc4, i32 0, i32 0, i32 0)
  %dp3.k0 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.f16(<8 x half> %sx.o0.h, <8 x half> %vf3.0.h, <4 x float> %zacc4, i32 0, i32 0, i32 0)
  %sx.i1 = add i32 %sa.qa0, 32
  %sx.q1.p = getelementptr inbounds half, ptr addrspace(3) @q.lds, i32 %sx.i1
  %sx.q1.h = load <8 x half>, ptr addrspace(3) %sx.q1.p, align 16

  %sx.o1.p = getelementptr inbounds half, ptr addrspace(3) @do.lds, i32 %sx.i1
  %sx.o1.h = load <8 x half>, ptr addrspace(3) %sx.o1.p, align 16

  %s0.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.f16(<8 x half> %sx.q1.h, <8 x half> %kf0.1.h, <4 x float> %s0.k0, i32 0, i32 0, i32 0)
  %dp0.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.f16(<8 x half> %sx.o1.h, <8 x half> %vf0.1.h, <4 x float> %dp0.k0, i32 0, i32 0, i32 0)
  %s1.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.f16(<8 x half> %sx.q1.h, <8 x half> %kf1.1.h, <4 x float> %s1.k0, i32 0, i32 0, i32 0)
  %dp1.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.f16(<8 x half> %sx.o1.h, <8 x half> %vf1.1.h, <4 x float> %dp1.k0, i32 0, i32 0, i32 0)
  %s2.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.f16(<8 x half> %sx.q1.h, <8 x half> %kf2.1.h, <4 x float> %s2.k0, i32 0, i32 0, i32 0)
  %dp2.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.f16(<8 x half> %sx.o1.h, <8 x half> %vf2.1.h, <4 x float> %dp2.k0, i32 0, i32 0, i32 0)
  %s3.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.f16(<8 x half> %sx.q1.h, <8 x half> %kf3.1.h, <4 x float> %s3.k0, i32 0, i32 0, i32 0)
  %dp3.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.f16(<8 x half> %sx.o1.h, <8 x half> %vf3.1.h, <4 x float> %dp3.k0, i32 0, i32 0, i32 0)
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
  %pd0.xi0 = bitcast float %pd0.x0 to i32
  %pd0.keep0 = xor i32 %sa.kbad0, -1
  %pd0.xk0 = and i32 %pd0.xi0, %pd0.keep0
  %pd0.xb0 = and i32 %sa.kbad0, -8388608
  %pd0.xm0 = or i32 %pd0.xk0, %pd0.xb0
  %pd0.xf0 = bitcast i32 %pd0.xm0 to float
  %pd0.0.p = call float @llvm.exp2.f32(float %pd0.xf0)
  %pd0.x1 = extractelement <2 x float> %pd0.xp0, i32 1
  %pd0.xi1 = bitcast float %pd0.x1 to i32
  %pd0.keep1 = xor i32 %sa.kbad0, -1
  %pd0.xk1 = and i32 %pd0.xi1, %pd0.keep1
  %pd0.xb1 = and i32 %sa.kbad0, -8388608
  %pd0.xm1 = or i32 %pd0.xk1, %pd0.xb1
  %pd0.xf1 = bitcast i32 %pd0.xm1 to float
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

  %pd0.sp2 = shufflevector <4 x float> %s0.acc, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %pd0.np2.0 = insertelement <2 x float> poison, float %pd0.nl2, i32 0
  %pd0.np2 = insertelement <2 x float> %pd0.np2.0, float %pd0.nl3, i32 1
  %pd0.lp2.0 = insertelement <2 x float> poison, float %sl2, i32 0
  %pd0.lp2 = shufflevector <2 x float> %pd0.lp2.0, <2 x float> poison, <2 x i32> zeroinitializer
  %pd0.xp2 = call <2 x float> @llvm.fma.v2f32(<2 x float> %pd0.sp2, <2 x float> %pd0.lp2, <2 x float> %pd0.np2)
  %pd0.x2 = extractelement <2 x float> %pd0.xp2, i32 0
  %pd0.xi2 = bitcast float %pd0.x2 to i32
  %pd0.keep2 = xor i32 %sa.kbad0, -1
  %pd0.xk2 = and i32 %pd0.xi2, %pd0.keep2
  %pd0.xb2 = and i32 %sa.kbad0, -8388608
  %pd0.xm2 = or i32 %pd0.xk2, %pd0.xb2
  %pd0.xf2 = bitcast i32 %pd0.xm2 to float
  %pd0.2.p = call float @llvm.exp2.f32(float %pd0.xf2)
  %pd0.x3 = extractelement <2 x float> %pd0.xp2, i32 1
  %pd0.xi3 = bitcast float %pd0.x3 to i32
  %pd0.keep3 = xor i32 %sa.kbad0, -1
  %pd0.xk3 = and i32 %pd0.xi3, %pd0.keep3
  %pd0.xb3 = and i32 %sa.kbad0, -8388608
  %pd0.xm3 = or i32 %pd0.xk3, %pd0.xb3
  %pd0.xf3 = bitcast i32 %pd0.xm3 to float
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
  ; (P stays in registers: the D layout of this 16x16 block, lane = key, 4 consecutive Q rows
  ; per lane group, is the A layout of dV's 16x16x16 over those 16 rows)
  ; dS row-major for dQ: this lane's 4 rows of column kr, one 2-byte store each (4 stores
  ; here against 4 two-byte reads per dQ fragment with dS^T)
  %ps0.se0.0 = extractelement <4 x half> %ps0.s0.h, i32 0
  %ps0.sm0.0 = mul i32 %sa.row0.0, 264
  %ps0.so0.0 = add i32 %ps0.sm0.0, %sa.kr0
  %ps0.sq0.0 = getelementptr inbounds half, ptr addrspace(3) @ds.lds, i32 %ps0.so0.0
  store half %ps0.se0.0, ptr addrspace(3) %ps0.sq0.0, align 2
  %ps0.se0.1 = extractelement <4 x half> %ps0.s0.h, i32 1
  %ps0.sm0.1 = mul i32 %sa.row0.1, 264
  %ps0.so0.1 = add i32 %ps0.sm0.1, %sa.kr0
  %ps0.sq0.1 = getelementptr inbounds half, ptr addrspace(3) @ds.lds, i32 %ps0.so0.1
  store half %ps0.se0.1, ptr addrspace(3) %ps0.sq0.1, align 2
  %ps0.se0.2 = extractelement <4 x half> %ps0.s0.h, i32 2
  %ps0.sm0.2 = mul i32 %sa.row0.2, 264
  %ps0.so0.2 = add i32 %ps0.sm0.2, %sa.kr0
  %ps0.sq0.2 = getelementptr inbounds half, ptr addrspace(3) @ds.lds, i32 %ps0.so0.2
  store half %ps0.se0.2, ptr addrspace(3) %ps0.sq0.2, align 2
  %ps0.se0.3 = extractelement <4 x half> %ps0.s0.h, i32 3
  %ps0.sm0.3 = mul i32 %sa.row0.3, 264
  %ps0.so0.3 = add i32 %ps0.sm0.3, %sa.kr0
  %ps0.sq0.3 = getelementptr inbounds half, ptr addrspace(3) @ds.lds, i32 %ps0.so0.3
  store half %ps0.se0.3, ptr addrspace(3) %ps0.sq0.3, align 2
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
  %pd1.xi0 = bitcast float %pd1.x0 to i32
  %pd1.keep0 = xor i32 %sa.kbad1, -1
  %pd1.xk0 = and i32 %pd1.xi0, %pd1.keep0
  %pd1.xb0 = and i32 %sa.kbad1, -8388608
  %pd1.xm0 = or i32 %pd1.xk0, %pd1.xb0
  %pd1.xf0 = bitcast i32 %pd1.xm0 to float
  %pd1.0.p = call float @llvm.exp2.f32(float %pd1.xf0)
  %pd1.x1 = extractelement <2 x float> %pd1.xp0, i32 1
  %pd1.xi1 = bitcast float %pd1.x1 to i32
  %pd1.keep1 = xor i32 %sa.kbad1, -1
  %pd1.xk1 = and i32 %pd1.xi1, %pd1.keep1
  %pd1.xb1 = and i32 %sa.kbad1, -8388608
  %pd1.xm1 = or i32 %pd1.xk1, %pd1.xb1
  %pd1.xf1 = bitcast i32 %pd1.xm1 to float
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

  %pd1.sp2 = shufflevector <4 x float> %s1.acc, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %pd1.np2.0 = insertelement <2 x float> poison, float %pd0.nl2, i32 0
  %pd1.np2 = insertelement <2 x float> %pd1.np2.0, float %pd0.nl3, i32 1
  %pd1.lp2.0 = insertelement <2 x float> poison, float %sl2, i32 0
  %pd1.lp2 = shufflevector <2 x float> %pd1.lp2.0, <2 x float> poison, <2 x i32> zeroinitializer
  %pd1.xp2 = call <2 x float> @llvm.fma.v2f32(<2 x float> %pd1.sp2, <2 x float> %pd1.lp2, <2 x float> %pd1.np2)
  %pd1.x2 = extractelement <2 x float> %pd1.xp2, i32 0
  %pd1.xi2 = bitcast float %pd1.x2 to i32
  %pd1.keep2 = xor i32 %sa.kbad1, -1
  %pd1.xk2 = and i32 %pd1.xi2, %pd1.keep2
  %pd1.xb2 = and i32 %sa.kbad1, -8388608
  %pd1.xm2 = or i32 %pd1.xk2, %pd1.xb2
  %pd1.xf2 = bitcast i32 %pd1.xm2 to float
  %pd1.2.p = call float @llvm.exp2.f32(float %pd1.xf2)
  %pd1.x3 = extractelement <2 x float> %pd1.xp2, i32 1
  %pd1.xi3 = bitcast float %pd1.x3 to i32
  %pd1.keep3 = xor i32 %sa.kbad1, -1
  %pd1.xk3 = and i32 %pd1.xi3, %pd1.keep3
  %pd1.xb3 = and i32 %sa.kbad1, -8388608
  %pd1.xm3 = or i32 %pd1.xk3, %pd1.xb3
  %pd1.xf3 = bitcast i32 %pd1.xm3 to float
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

  ; P and dS rounded to half: 4 consecutive rows of column kr, one 8-byte store each
  %ps1.o0 = add i32 %sa.pt1, %sa.row1.0
  %ps1.p0.0 = insertelement <4 x float> poison, float %pd1.0.p, i32 0
  %ps1.p0.1 = insertelement <4 x float> %ps1.p0.0, float %pd1.1.p, i32 1
  %ps1.p0.2 = insertelement <4 x float> %ps1.p0.1, float %pd1.2.p, i32 2
  %ps1.p0.3 = insertelement <4 x float> %ps1.p0.2, float %pd1.3.p, i32 3
  %ps1.p0.h = fptrunc <4 x float> %ps1.p0.3 to <4 x half>
  %ps1.s0.0 = insertelement <4 x float> poison, float %pd1.0.ds, i32 0
  %ps1.s0.1 = insertelement <4 x float> %ps1.s0.0, float %pd1.1.ds, i32 1
  %ps1.s0.2 = insertelement <4 x float> %ps1.s0.1, float %pd1.2.ds, i32 2
  %ps1.s0.3 = insertelement <4 x float> %ps1.s0.2, float %pd1.3.ds, i32 3
  %ps1.s0.h = fptrunc <4 x float> %ps1.s0.3 to <4 x half>
  ; (P stays in registers: the D layout of this 16x16 block, lane = key, 4 consecutive Q rows
  ; per lane group, is the A layout of dV's 16x16x16 over those 16 rows)
  ; dS row-major for dQ: this lane's 4 rows of column kr, one 2-byte store each (4 stores
  ; here against 4 two-byte reads per dQ fragment with dS^T)
  %ps1.se0.0 = extractelement <4 x half> %ps1.s0.h, i32 0
  %ps1.sm0.0 = mul i32 %sa.row1.0, 264
  %ps1.so0.0 = add i32 %ps1.sm0.0, %sa.kr1
  %ps1.sq0.0 = getelementptr inbounds half, ptr addrspace(3) @ds.lds, i32 %ps1.so0.0
  store half %ps1.se0.0, ptr addrspace(3) %ps1.sq0.0, align 2
  %ps1.se0.1 = extractelement <4 x half> %ps1.s0.h, i32 1
  %ps1.sm0.1 = mul i32 %sa.row1.1, 264
  %ps1.so0.1 = add i32 %ps1.sm0.1, %sa.kr1
  %ps1.sq0.1 = getelementptr inbounds half, ptr addrspace(3) @ds.lds, i32 %ps1.so0.1
  store half %ps1.se0.1, ptr addrspace(3) %ps1.sq0.1, align 2
  %ps1.se0.2 = extractelement <4 x half> %ps1.s0.h, i32 2
  %ps1.sm0.2 = mul i32 %sa.row1.2, 264
  %ps1.so0.2 = add i32 %ps1.sm0.2, %sa.kr1
  %ps1.sq0.2 = getelementptr inbounds half, ptr addrspace(3) @ds.lds, i32 %ps1.so0.2
  store half %ps1.se0.2, ptr addrspace(3) %ps1.sq0.2, align 2
  %ps1.se0.3 = extractelement <4 x half> %ps1.s0.h, i32 3
  %ps1.sm0.3 = mul i32 %sa.row1.3, 264
  %ps1.so0.3 = add i32 %ps1.sm0.3, %sa.kr1
  %ps1.sq0.3 = getelementptr inbounds half, ptr addrspace(3) @ds.lds, i32 %ps1.so0.3
  store half %ps1.se0.3, ptr addrspace(3) %ps1.sq0.3, align 2
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
  %pd2.xp0 = call <2 x float> @llvm.fma.v2f32(<2 x float> %pd2.sp0, <2 x float> %pd2.lp0, <2 x float> %pd2.np0)
  %pd2.x0 = extractelement <2 x float> %pd2.xp0, i32 0
  %pd2.xi0 = bitcast float %pd2.x0 to i32
  %pd2.keep0 = xor i32 %sa.kbad2, -1
  %pd2.xk0 = and i32 %pd2.xi0, %pd2.keep0
  %pd2.xb0 = and i32 %sa.kbad2, -8388608
  %pd2.xm0 = or i32 %pd2.xk0, %pd2.xb0
  %pd2.xf0 = bitcast i32 %pd2.xm0 to float
  %pd2.0.p = call float @llvm.exp2.f32(float %pd2.xf0)
  %pd2.x1 = extractelement <2 x float> %pd2.xp0, i32 1
  %pd2.xi1 = bitcast float %pd2.x1 to i32
  %pd2.keep1 = xor i32 %sa.kbad2, -1
  %pd2.xk1 = and i32 %pd2.xi1, %pd2.keep1
  %pd2.xb1 = and i32 %sa.kbad2, -8388608
  %pd2.xm1 = or i32 %pd2.xk1, %pd2.xb1
  %pd2.xf1 = bitcast i32 %pd2.xm1 to float
  %pd2.1.p = call float @llvm.exp2.f32(float %pd2.xf1)
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
  %pd2.xp2 = call <2 x float> @llvm.fma.v2f32(<2 x float> %pd2.sp2, <2 x float> %pd2.lp2, <2 x float> %pd2.np2)
  %pd2.x2 = extractelement <2 x float> %pd2.xp2, i32 0
  %pd2.xi2 = bitcast float %pd2.x2 to i32
  %pd2.keep2 = xor i32 %sa.kbad2, -1
  %pd2.xk2 = and i32 %pd2.xi2, %pd2.keep2
  %pd2.xb2 = and i32 %sa.kbad2, -8388608
  %pd2.xm2 = or i32 %pd2.xk2, %pd2.xb2
  %pd2.xf2 = bitcast i32 %pd2.xm2 to float
  %pd2.2.p = call float @llvm.exp2.f32(float %pd2.xf2)
  %pd2.x3 = extractelement <2 x float> %pd2.xp2, i32 1
  %pd2.xi3 = bitcast float %pd2.x3 to i32
  %pd2.keep3 = xor i32 %sa.kbad2, -1
  %pd2.xk3 = and i32 %pd2.xi3, %pd2.keep3
  %pd2.xb3 = and i32 %sa.kbad2, -8388608
  %pd2.xm3 = or i32 %pd2.xk3, %pd2.xb3
  %pd2.xf3 = bitcast i32 %pd2.xm3 to float
  %pd2.3.p = call float @llvm.exp2.f32(float %pd2.xf3)
  %pd2.dq2 = shufflevector <4 x float> %dp2.acc, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %pd2.lq2.0 = insertelement <2 x float> poison, float %pd0.dl2, i32 0
  %pd2.lq2 = insertelement <2 x float> %pd2.lq2.0, float %pd0.dl3, i32 1
  %pd2.ddp2 = fsub <2 x float> %pd2.dq2, %pd2.lq2
  %pd2.pp2.0 = insertelement <2 x float> poison, float %pd2.2.p, i32 0
  %pd2.pp2 = insertelement <2 x float> %pd2.pp2.0, float %pd2.3.p, i32 1
  %pd2.dsp2 = fmul <2 x float> %pd2.pp2, %pd2.ddp2
  %pd2.2.ds = extractelement <2 x float> %pd2.dsp2, i32 0
  %pd2.3.ds = extractelement <2 x float> %pd2.dsp2, i32 1

  ; P and dS rounded to half: 4 consecutive rows of column kr, one 8-byte store each
  %ps2.o0 = add i32 %sa.pt2, %sa.row2.0
  %ps2.p0.0 = insertelement <4 x float> poison, float %pd2.0.p, i32 0
  %ps2.p0.1 = insertelement <4 x float> %ps2.p0.0, float %pd2.1.p, i32 1
  %ps2.p0.2 = insertelement <4 x float> %ps2.p0.1, float %pd2.2.p, i32 2
  %ps2.p0.3 = insertelement <4 x float> %ps2.p0.2, float %pd2.3.p, i32 3
  %ps2.p0.h = fptrunc <4 x float> %ps2.p0.3 to <4 x half>
  %ps2.s0.0 = insertelement <4 x float> poison, float %pd2.0.ds, i32 0
  %ps2.s0.1 = insertelement <4 x float> %ps2.s0.0, float %pd2.1.ds, i32 1
  %ps2.s0.2 = insertelement <4 x float> %ps2.s0.1, float %pd2.2.ds, i32 2
  %ps2.s0.3 = insertelement <4 x float> %ps2.s0.2, float %pd2.3.ds, i32 3
  %ps2.s0.h = fptrunc <4 x float> %ps2.s0.3 to <4 x half>
  ; (P stays in registers: the D layout of this 16x16 block, lane = key, 4 consecutive Q rows
  ; per lane group, is the A layout of dV's 16x16x16 over those 16 rows)
  ; dS row-major for dQ: this lane's 4 rows of column kr, one 2-byte store each (4 stores
  ; here against 4 two-byte reads per dQ fragment with dS^T)
  %ps2.se0.0 = extractelement <4 x half> %ps2.s0.h, i32 0
  %ps2.sm0.0 = mul i32 %sa.row2.0, 264
  %ps2.so0.0 = add i32 %ps2.sm0.0, %sa.kr2
  %ps2.sq0.0 = getelementptr inbounds half, ptr addrspace(3) @ds.lds, i32 %ps2.so0.0
  store half %ps2.se0.0, ptr addrspace(3) %ps2.sq0.0, align 2
  %ps2.se0.1 = extractelement <4 x half> %ps2.s0.h, i32 1
  %ps2.sm0.1 = mul i32 %sa.row2.1, 264
  %ps2.so0.1 = add i32 %ps2.sm0.1, %sa.kr2
  %ps2.sq0.1 = getelementptr inbounds half, ptr addrspace(3) @ds.lds, i32 %ps2.so0.1
  store half %ps2.se0.1, ptr addrspace(3) %ps2.sq0.1, align 2
  %ps2.se0.2 = extractelement <4 x half> %ps2.s0.h, i32 2
  %ps2.sm0.2 = mul i32 %sa.row2.2, 264
  %ps2.so0.2 = add i32 %ps2.sm0.2, %sa.kr2
  %ps2.sq0.2 = getelementptr inbounds half, ptr addrspace(3) @ds.lds, i32 %ps2.so0.2
  store half %ps2.se0.2, ptr addrspace(3) %ps2.sq0.2, align 2
  %ps2.se0.3 = extractelement <4 x half> %ps2.s0.h, i32 3
  %ps2.sm0.3 = mul i32 %sa.row2.3, 264
  %ps2.so0.3 = add i32 %ps2.sm0.3, %sa.kr2
  %ps2.sq0.3 = getelementptr inbounds half, ptr addrspace(3) @ds.lds, i32 %ps2.so0.3
  store half %ps2.se0.3, ptr addrspace(3) %ps2.sq0.3, align 2
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
  %pd3.xp0 = call <2 x float> @llvm.fma.v2f32(<2 x float> %pd3.sp0, <2 x float> %pd3.lp0, <2 x float> %pd3.np0)
  %pd3.x0 = extractelement <2 x float> %pd3.xp0, i32 0
  %pd3.xi0 = bitcast float %pd3.x0 to i32
  %pd3.keep0 = xor i32 %sa.kbad3, -1
  %pd3.xk0 = and i32 %pd3.xi0, %pd3.keep0
  %pd3.xb0 = and i32 %sa.kbad3, -8388608
  %pd3.xm0 = or i32 %pd3.xk0, %pd3.xb0
  %pd3.xf0 = bitcast i32 %pd3.xm0 to float
  %pd3.0.p = call float @llvm.exp2.f32(float %pd3.xf0)
  %pd3.x1 = extractelement <2 x float> %pd3.xp0, i32 1
  %pd3.xi1 = bitcast float %pd3.x1 to i32
  %pd3.keep1 = xor i32 %sa.kbad3, -1
  %pd3.xk1 = and i32 %pd3.xi1, %pd3.keep1
  %pd3.xb1 = and i32 %sa.kbad3, -8388608
  %pd3.xm1 = or i32 %pd3.xk1, %pd3.xb1
  %pd3.xf1 = bitcast i32 %pd3.xm1 to float
  %pd3.1.p = call float @llvm.exp2.f32(float %pd3.xf1)
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
  %pd3.xp2 = call <2 x float> @llvm.fma.v2f32(<2 x float> %pd3.sp2, <2 x float> %pd3.lp2, <2 x float> %pd3.np2)
  %pd3.x2 = extractelement <2 x float> %pd3.xp2, i32 0
  %pd3.xi2 = bitcast float %pd3.x2 to i32
  %pd3.keep2 = xor i32 %sa.kbad3, -1
  %pd3.xk2 = and i32 %pd3.xi2, %pd3.keep2
  %pd3.xb2 = and i32 %sa.kbad3, -8388608
  %pd3.xm2 = or i32 %pd3.xk2, %pd3.xb2
  %pd3.xf2 = bitcast i32 %pd3.xm2 to float
  %pd3.2.p = call float @llvm.exp2.f32(float %pd3.xf2)
  %pd3.x3 = extractelement <2 x float> %pd3.xp2, i32 1
  %pd3.xi3 = bitcast float %pd3.x3 to i32
  %pd3.keep3 = xor i32 %sa.kbad3, -1
  %pd3.xk3 = and i32 %pd3.xi3, %pd3.keep3
  %pd3.xb3 = and i32 %sa.kbad3, -8388608
  %pd3.xm3 = or i32 %pd3.xk3, %pd3.xb3
  %pd3.xf3 = bitcast i32 %pd3.xm3 to float
  %pd3.3.p = call float @llvm.exp2.f32(float %pd3.xf3)
  %pd3.dq2 = shufflevector <4 x float> %dp3.acc, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %pd3.lq2.0 = insertelement <2 x float> poison, float %pd0.dl2, i32 0
  %pd3.lq2 = insertelement <2 x float> %pd3.lq2.0, float %pd0.dl3, i32 1
  %pd3.ddp2 = fsub <2 x float> %pd3.dq2, %pd3.lq2
  %pd3.pp2.0 = insertelement <2 x float> poison, float %pd3.2.p, i32 0
  %pd3.pp2 = insertelement <2 x float> %pd3.pp2.0, float %pd3.3.p, i32 1
  %pd3.dsp2 = fmul <2 x float> %pd3.pp2, %pd3.ddp2
  %pd3.2.ds = extractelement <2 x float> %pd3.dsp2, i32 0
  %pd3.3.ds = extractelement <2 x float> %pd3.dsp2, i32 1

  ; P and dS rounded to half: 4 consecutive rows of column kr, one 8-byte store each
  %ps3.o0 = add i32 %sa.pt3, %sa.row3.0
  %ps3.p0.0 = insertelement <4 x float> poison, float %pd3.0.p, i32 0
  %ps3.p0.1 = insertelement <4 x float> %ps3.p0.0, float %pd3.1.p, i32 1
  %ps3.p0.2 = insertelement <4 x float> %ps3.p0.1, float %pd3.2.p, i32 2
  %ps3.p0.3 = insertelement <4 x float> %ps3.p0.2, float %pd3.3.p, i32 3
  %ps3.p0.h = fptrunc <4 x float> %ps3.p0.3 to <4 x half>
  %ps3.s0.0 = insertelement <4 x float> poison, float %pd3.0.ds, i32 0
  %ps3.s0.1 = insertelement <4 x float> %ps3.s0.0, float %pd3.1.ds, i32 1
  %ps3.s0.2 = insertelement <4 x float> %ps3.s0.1, float %pd3.2.ds, i32 2
  %ps3.s0.3 = insertelement <4 x float> %ps3.s0.2, float %pd3.3.ds, i32 3
  %ps3.s0.h = fptrunc <4 x float> %ps3.s0.3 to <4 x half>
  ; (P stays in registers: the D layout of this 16x16 block, lane = key, 4 consecutive Q rows
  ; per lane group, is the A layout of dV's 16x16x16 over those 16 rows)
  ; dS row-major for dQ: this lane's 4 rows of column kr, one 2-byte store each (4 stores
  ; here against 4 two-byte reads per dQ fragment with dS^T)
  %ps3.se0.0 = extractelement <4 x half> %ps3.s0.h, i32 0
  %ps3.sm0.0 = mul i32 %sa.row3.0, 264
  %ps3.so0.0 = add i32 %ps3.sm0.0, %sa.kr3
  %ps3.sq0.0 = getelementptr inbounds half, ptr addrspace(3) @ds.lds, i32 %ps3.so0.0
  store half %ps3.se0.0, ptr addrspace(3) %ps3.sq0.0, align 2
  %ps3.se0.1 = extractelement <4 x half> %ps3.s0.h, i32 1
  %ps3.sm0.1 = mul i32 %sa.row3.1, 264
  %ps3.so0.1 = add i32 %ps3.sm0.1, %sa.kr3
  %ps3.sq0.1 = getelementptr inbounds half, ptr addrspace(3) @ds.lds, i32 %ps3.so0.1
  store half %ps3.se0.1, ptr addrspace(3) %ps3.sq0.1, align 2
  %ps3.se0.2 = extractelement <4 x half> %ps3.s0.h, i32 2
  %ps3.sm0.2 = mul i32 %sa.row3.2, 264
  %ps3.so0.2 = add i32 %ps3.sm0.2, %sa.kr3
  %ps3.sq0.2 = getelementptr inbounds half, ptr addrspace(3) @ds.lds, i32 %ps3.so0.2
  store half %ps3.se0.2, ptr addrspace(3) %ps3.sq0.2, align 2
  %ps3.se0.3 = extractelement <4 x half> %ps3.s0.h, i32 3
  %ps3.sm0.3 = mul i32 %sa.row3.3, 264
  %ps3.so0.3 = add i32 %ps3.sm0.3, %sa.kr3
  %ps3.sq0.3 = getelementptr inbounds half, ptr addrspace(3) @ds.lds, i32 %ps3.so0.3
  store half %ps3.se0.3, ptr addrspace(3) %ps3.sq0.3, align 2
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
  %nf.xp0 = getelementptr inbounds half, ptr addrspace(1) %pf.src, i64 %nf.off0
  %nf.x0 = load <8 x half>, ptr addrspace(1) %nf.xp0, align 16
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
  ; (every block reads block 0's dS rows: one block row, the same addresses, which LLVM reads
  ; once; its own %qc.dr0 is equal, but LLVM cannot prove it)
  %dq0.a0.p = getelementptr inbounds half, ptr addrspace(3) @ds.lds, i32 %qc.dr0
  %dq0.a0.h = load <8 x half>, ptr addrspace(3) %dq0.a0.p, align 8

  %dq0.b0.p = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %qc.kt0
  %dq0.b0.h = load <8 x half>, ptr addrspace(3) %dq0.b0.p, align 8

  %dq0.k0 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.f16(<8 x half> %dq0.a0.h, <8 x half> %dq0.b0.h, <4 x float> %zacc4, i32 0, i32 0, i32 0)
  %dq0.ai1 = add i32 %qc.dr0, 32
  %dq0.bi1 = add i32 %qc.kt0, 32
  %dq0.a1.p = getelementptr inbounds half, ptr addrspace(3) @ds.lds, i32 %dq0.ai1
  %dq0.a1.h = load <8 x half>, ptr addrspace(3) %dq0.a1.p, align 8

  %dq0.b1.p = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %dq0.bi1
  %dq0.b1.h = load <8 x half>, ptr addrspace(3) %dq0.b1.p, align 8

  %dq0.k1 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.f16(<8 x half> %dq0.a1.h, <8 x half> %dq0.b1.h, <4 x float> %dq0.k0, i32 0, i32 0, i32 0)
  %dq0.ai2 = add i32 %qc.dr0, 64
  %dq0.bi2 = add i32 %qc.kt0, 64
  %dq0.a2.p = getelementptr inbounds half, ptr addrspace(3) @ds.lds, i32 %dq0.ai2
  %dq0.a2.h = load <8 x half>, ptr addrspace(3) %dq0.a2.p, align 8

  %dq0.b2.p = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %dq0.bi2
  %dq0.b2.h = load <8 x half>, ptr addrspace(3) %dq0.b2.p, align 8

  %dq0.k2 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.f16(<8 x half> %dq0.a2.h, <8 x half> %dq0.b2.h, <4 x float> %dq0.k1, i32 0, i32 0, i32 0)
  %dq0.ai3 = add i32 %qc.dr0, 96
  %dq0.bi3 = add i32 %qc.kt0, 96
  %dq0.a3.p = getelementptr inbounds half, ptr addrspace(3) @ds.lds, i32 %dq0.ai3
  %dq0.a3.h = load <8 x half>, ptr addrspace(3) %dq0.a3.p, align 8

  %dq0.b3.p = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %dq0.bi3
  %dq0.b3.h = load <8 x half>, ptr addrspace(3) %dq0.b3.p, align 8

  %dq0.k3 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.f16(<8 x half> %dq0.a3.h, <8 x half> %dq0.b3.h, <4 x float> %dq0.k2, i32 0, i32 0, i32 0)
  %dq0.ai4 = add i32 %qc.dr0, 128
  %dq0.bi4 = add i32 %qc.kt0, 128
  %dq0.a4.p = getelementptr inbounds half, ptr addrspace(3) @ds.lds, i32 %dq0.ai4
  %dq0.a4.h = load <8 x half>, ptr addrspace(3) %dq0.a4.p, align 8

  %dq0.b4.p = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %dq0.bi4
  %dq0.b4.h = load <8 x half>, ptr addrspace(3) %dq0.b4.p, align 8

  %dq0.k4 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.f16(<8 x half> %dq0.a4.h, <8 x half> %dq0.b4.h, <4 x float> %dq0.k3, i32 0, i32 0, i32 0)
  %dq0.ai5 = add i32 %qc.dr0, 160
  %dq0.bi5 = add i32 %qc.kt0, 160
  %dq0.a5.p = getelementptr inbounds half, ptr addrspace(3) @ds.lds, i32 %dq0.ai5
  %dq0.a5.h = load <8 x half>, ptr addrspace(3) %dq0.a5.p, align 8

  %dq0.b5.p = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %dq0.bi5
  %dq0.b5.h = load <8 x half>, ptr addrspace(3) %dq0.b5.p, align 8

  %dq0.k5 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.f16(<8 x half> %dq0.a5.h, <8 x half> %dq0.b5.h, <4 x float> %dq0.k4, i32 0, i32 0, i32 0)
  %dq0.ai6 = add i32 %qc.dr0, 192
  %dq0.bi6 = add i32 %qc.kt0, 192
  %dq0.a6.p = getelementptr inbounds half, ptr addrspace(3) @ds.lds, i32 %dq0.ai6
  %dq0.a6.h = load <8 x half>, ptr addrspace(3) %dq0.a6.p, align 8

  %dq0.b6.p = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %dq0.bi6
  %dq0.b6.h = load <8 x half>, ptr addrspace(3) %dq0.b6.p, align 8

  %dq0.k6 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.f16(<8 x half> %dq0.a6.h, <8 x half> %dq0.b6.h, <4 x float> %dq0.k5, i32 0, i32 0, i32 0)
  %dq0.ai7 = add i32 %qc.dr0, 224
  %dq0.bi7 = add i32 %qc.kt0, 224
  %dq0.a7.p = getelementptr inbounds half, ptr addrspace(3) @ds.lds, i32 %dq0.ai7
  %dq0.a7.h = load <8 x half>, ptr addrspace(3) %dq0.a7.p, align 8

  %dq0.b7.p = getelementptr inbounds half, ptr addrspace(3) @kt.lds, i32 %dq0.bi7
  %dq0.b7.h = load <8 x half>, ptr addrspace(3) %dq0.b7.p, align 8

  %dq0.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.f16(<8 x half> %dq0.a7.h, <8 x half> %dq0.b7.h, <4 x float> %dq0.k6, i32 0, i32 0, i32 0)

  ; schedule: every dQ fragment read first, then the MFMAs: read by read, LLVM waits for each
  ; right before its MFMA, an LDS latency per contraction step on the pair's critical path
  ; (a step's dS fragment is read once for every block; its K fragments, where in LDS, a block)
  call void @llvm.amdgcn.sched.group.barrier(i32 256, i32 16, i32 2)
  call void @llvm.amdgcn.sched.group.barrier(i32 8, i32 8, i32 2)
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
  ; dV += P^T dO and dK += dS^T Q, head_dim columns 0..+15: the B fragments
  ; (dO and Q columns over the step's 16 rows) once, then every key block of this wave, its
  ; A fragments P and dS from registers
  %tb.m0 = mul i32 %kb.bc0.l, 20
  %tb.i0 = add i32 %tb.m0, %kb.lk
  %tb.o0.p = getelementptr inbounds half, ptr addrspace(3) @dot.lds, i32 %tb.i0
  %tb.o0.h = load <4 x half>, ptr addrspace(3) %tb.o0.p, align 8

  %tb.q0.p = getelementptr inbounds half, ptr addrspace(3) @qt.lds, i32 %tb.i0
  %tb.q0.h = load <4 x half>, ptr addrspace(3) %tb.q0.p, align 8

  %dv0.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %ps0.p0.h, <4 x half> %tb.o0.h, <4 x float> %qt.dv0, i32 0, i32 0, i32 0)
  %dk0.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %ps0.s0.h, <4 x half> %tb.q0.h, <4 x float> %qt.dk0, i32 0, i32 0, i32 0)
  %dv4.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %ps1.p0.h, <4 x half> %tb.o0.h, <4 x float> %qt.dv4, i32 0, i32 0, i32 0)
  %dk4.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %ps1.s0.h, <4 x half> %tb.q0.h, <4 x float> %qt.dk4, i32 0, i32 0, i32 0)
  %dv8.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %ps2.p0.h, <4 x half> %tb.o0.h, <4 x float> %qt.dv8, i32 0, i32 0, i32 0)
  %dk8.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %ps2.s0.h, <4 x half> %tb.q0.h, <4 x float> %qt.dk8, i32 0, i32 0, i32 0)
  %dv12.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %ps3.p0.h, <4 x half> %tb.o0.h, <4 x float> %qt.dv12, i32 0, i32 0, i32 0)
  %dk12.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %ps3.s0.h, <4 x half> %tb.q0.h, <4 x float> %qt.dk12, i32 0, i32 0, i32 0)
  ; dV += P^T dO and dK += dS^T Q, head_dim columns 16..+15: the B fragments
  ; (dO and Q columns over the step's 16 rows) once, then every key block of this wave, its
  ; A fragments P and dS from registers
  %tb.m1 = mul i32 %kb.bc1.l, 20
  %tb.i1 = add i32 %tb.m1, %kb.lk
  %tb.o1.p = getelementptr inbounds half, ptr addrspace(3) @dot.lds, i32 %tb.i1
  %tb.o1.h = load <4 x half>, ptr addrspace(3) %tb.o1.p, align 8

  %tb.q1.p = getelementptr inbounds half, ptr addrspace(3) @qt.lds, i32 %tb.i1
  %tb.q1.h = load <4 x half>, ptr addrspace(3) %tb.q1.p, align 8

  %dv1.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %ps0.p0.h, <4 x half> %tb.o1.h, <4 x float> %qt.dv1, i32 0, i32 0, i32 0)
  %dk1.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %ps0.s0.h, <4 x half> %tb.q1.h, <4 x float> %qt.dk1, i32 0, i32 0, i32 0)
  %dv5.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %ps1.p0.h, <4 x half> %tb.o1.h, <4 x float> %qt.dv5, i32 0, i32 0, i32 0)
  %dk5.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %ps1.s0.h, <4 x half> %tb.q1.h, <4 x float> %qt.dk5, i32 0, i32 0, i32 0)
  %dv9.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %ps2.p0.h, <4 x half> %tb.o1.h, <4 x float> %qt.dv9, i32 0, i32 0, i32 0)
  %dk9.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %ps2.s0.h, <4 x half> %tb.q1.h, <4 x float> %qt.dk9, i32 0, i32 0, i32 0)
  %dv13.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %ps3.p0.h, <4 x half> %tb.o1.h, <4 x float> %qt.dv13, i32 0, i32 0, i32 0)
  %dk13.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %ps3.s0.h, <4 x half> %tb.q1.h, <4 x float> %qt.dk13, i32 0, i32 0, i32 0)
  ; dV += P^T dO and dK += dS^T Q, head_dim columns 32..+15: the B fragments
  ; (dO and Q columns over the step's 16 rows) once, then every key block of this wave, its
  ; A fragments P and dS from registers
  %tb.m2 = mul i32 %kb.bc2.l, 20
  %tb.i2 = add i32 %tb.m2, %kb.lk
  %tb.o2.p = getelementptr inbounds half, ptr addrspace(3) @dot.lds, i32 %tb.i2
  %tb.o2.h = load <4 x half>, ptr addrspace(3) %tb.o2.p, align 8

  %tb.q2.p = getelementptr inbounds half, ptr addrspace(3) @qt.lds, i32 %tb.i2
  %tb.q2.h = load <4 x half>, ptr addrspace(3) %tb.q2.p, align 8

  %dv2.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %ps0.p0.h, <4 x half> %tb.o2.h, <4 x float> %qt.dv2, i32 0, i32 0, i32 0)
  %dk2.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %ps0.s0.h, <4 x half> %tb.q2.h, <4 x float> %qt.dk2, i32 0, i32 0, i32 0)
  %dv6.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %ps1.p0.h, <4 x half> %tb.o2.h, <4 x float> %qt.dv6, i32 0, i32 0, i32 0)
  %dk6.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %ps1.s0.h, <4 x half> %tb.q2.h, <4 x float> %qt.dk6, i32 0, i32 0, i32 0)
  %dv10.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %ps2.p0.h, <4 x half> %tb.o2.h, <4 x float> %qt.dv10, i32 0, i32 0, i32 0)
  %dk10.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %ps2.s0.h, <4 x half> %tb.q2.h, <4 x float> %qt.dk10, i32 0, i32 0, i32 0)
  %dv14.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %ps3.p0.h, <4 x half> %tb.o2.h, <4 x float> %qt.dv14, i32 0, i32 0, i32 0)
  %dk14.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %ps3.s0.h, <4 x half> %tb.q2.h, <4 x float> %qt.dk14, i32 0, i32 0, i32 0)
  ; dV += P^T dO and dK += dS^T Q, head_dim columns 48..+15: the B fragments
  ; (dO and Q columns over the step's 16 rows) once, then every key block of this wave, its
  ; A fragments P and dS from registers
  %tb.m3 = mul i32 %kb.bc3.l, 20
  %tb.i3 = add i32 %tb.m3, %kb.lk
  %tb.o3.p = getelementptr inbounds half, ptr addrspace(3) @dot.lds, i32 %tb.i3
  %tb.o3.h = load <4 x half>, ptr addrspace(3) %tb.o3.p, align 8

  %tb.q3.p = getelementptr inbounds half, ptr addrspace(3) @qt.lds, i32 %tb.i3
  %tb.q3.h = load <4 x half>, ptr addrspace(3) %tb.q3.p, align 8

  %dv3.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %ps0.p0.h, <4 x half> %tb.o3.h, <4 x float> %qt.dv3, i32 0, i32 0, i32 0)
  %dk3.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %ps0.s0.h, <4 x half> %tb.q3.h, <4 x float> %qt.dk3, i32 0, i32 0, i32 0)
  %dv7.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %ps1.p0.h, <4 x half> %tb.o3.h, <4 x float> %qt.dv7, i32 0, i32 0, i32 0)
  %dk7.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %ps1.s0.h, <4 x half> %tb.q3.h, <4 x float> %qt.dk7, i32 0, i32 0, i32 0)
  %dv11.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %ps2.p0.h, <4 x half> %tb.o3.h, <4 x float> %qt.dv11, i32 0, i32 0, i32 0)
  %dk11.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %ps2.s0.h, <4 x half> %tb.q3.h, <4 x float> %qt.dk11, i32 0, i32 0, i32 0)
  %dv15.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %ps3.p0.h, <4 x half> %tb.o3.h, <4 x float> %qt.dv15, i32 0, i32 0, i32 0)
  %dk15.acc = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %ps3.s0.h, <4 x half> %tb.q3.h, <4 x float> %qt.dk15, i32 0, i32 0, i32 0)
  ; schedule: the dQ atomics spread through the dV/dK products, one atomic between every few
  ; MFMAs: a burst of atomics stalls the wave's issue behind the busy atomic unit
  call void @llvm.amdgcn.sched.group.barrier(i32 64, i32 1, i32 1)
  call void @llvm.amdgcn.sched.group.barrier(i32 8, i32 8, i32 1)
  call void @llvm.amdgcn.sched.group.barrier(i32 64, i32 1, i32 1)
  call void @llvm.amdgcn.sched.group.barrier(i32 8, i32 8, i32 1)
  call void @llvm.amdgcn.sched.group.barrier(i32 64, i32 1, i32 1)
  call void @llvm.amdgcn.sched.group.barrier(i32 8, i32 8, i32 1)
  call void @llvm.amdgcn.sched.group.barrier(i32 64, i32 1, i32 1)
  call void @llvm.amdgcn.sched.group.barrier(i32 8, i32 8, i32 1)
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
  %nf.wx0 = freeze <8 x half> %nf.x0
  %nf.wxp0 = getelementptr inbounds half, ptr addrspace(3) %pf.dst, i32 %pf.lo0
  store <8 x half> %nf.wx0, ptr addrspace(3) %nf.wxp0, align 16
  ; and transposed ([D][20]: dV/dK's B fragments, 4 rows of a column, one 8-byte read)
  %nf.tx0.0 = extractelement <8 x half> %nf.wx0, i32 0
  %nf.txp0.0 = getelementptr inbounds half, ptr addrspace(3) %pf.dstt, i32 %pf.to0.0
  store half %nf.tx0.0, ptr addrspace(3) %nf.txp0.0, align 2
  %nf.tx0.1 = extractelement <8 x half> %nf.wx0, i32 1
  %nf.txp0.1 = getelementptr inbounds half, ptr addrspace(3) %pf.dstt, i32 %pf.to0.1
  store half %nf.tx0.1, ptr addrspace(3) %nf.txp0.1, align 2
  %nf.tx0.2 = extractelement <8 x half> %nf.wx0, i32 2
  %nf.txp0.2 = getelementptr inbounds half, ptr addrspace(3) %pf.dstt, i32 %pf.to0.2
  store half %nf.tx0.2, ptr addrspace(3) %nf.txp0.2, align 2
  %nf.tx0.3 = extractelement <8 x half> %nf.wx0, i32 3
  %nf.txp0.3 = getelementptr inbounds half, ptr addrspace(3) %pf.dstt, i32 %pf.to0.3
  store half %nf.tx0.3, ptr addrspace(3) %nf.txp0.3, align 2
  %nf.tx0.4 = extractelement <8 x half> %nf.wx0, i32 4
  %nf.txp0.4 = getelementptr inbounds half, ptr addrspace(3) %pf.dstt, i32 %pf.to0.4
  store half %nf.tx0.4, ptr addrspace(3) %nf.txp0.4, align 2
  %nf.tx0.5 = extractelement <8 x half> %nf.wx0, i32 5
  %nf.txp0.5 = getelementptr inbounds half, ptr addrspace(3) %pf.dstt, i32 %pf.to0.5
  store half %nf.tx0.5, ptr addrspace(3) %nf.txp0.5, align 2
  %nf.tx0.6 = extractelement <8 x half> %nf.wx0, i32 6
  %nf.txp0.6 = getelementptr inbounds half, ptr addrspace(3) %pf.dstt, i32 %pf.to0.6
  store half %nf.tx0.6, ptr addrspace(3) %nf.txp0.6, align 2
  %nf.tx0.7 = extractelement <8 x half> %nf.wx0, i32 7
  %nf.txp0.7 = getelementptr inbounds half, ptr addrspace(3) %pf.dstt, i32 %pf.to0.7
  store half %nf.tx0.7, ptr addrspace(3) %nf.txp0.7, align 2
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
  %mg.dk0 = phi <4 x float> [ %dk0.acc, %pair.end ], [ %qt.dk0, %qt.skip ]
  %mg.dv0 = phi <4 x float> [ %dv0.acc, %pair.end ], [ %qt.dv0, %qt.skip ]
  %mg.dk1 = phi <4 x float> [ %dk1.acc, %pair.end ], [ %qt.dk1, %qt.skip ]
  %mg.dv1 = phi <4 x float> [ %dv1.acc, %pair.end ], [ %qt.dv1, %qt.skip ]
  %mg.dk2 = phi <4 x float> [ %dk2.acc, %pair.end ], [ %qt.dk2, %qt.skip ]
  %mg.dv2 = phi <4 x float> [ %dv2.acc, %pair.end ], [ %qt.dv2, %qt.skip ]
  %mg.dk3 = phi <4 x float> [ %dk3.acc, %pair.end ], [ %qt.dk3, %qt.skip ]
  %mg.dv3 = phi <4 x float> [ %dv3.acc, %pair.end ], [ %qt.dv3, %qt.skip ]
  %mg.dk4 = phi <4 x float> [ %dk4.acc, %pair.end ], [ %qt.dk4, %qt.skip ]
  %mg.dv4 = phi <4 x float> [ %dv4.acc, %pair.end ], [ %qt.dv4, %qt.skip ]
  %mg.dk5 = phi <4 x float> [ %dk5.acc, %pair.end ], [ %qt.dk5, %qt.skip ]
  %mg.dv5 = phi <4 x float> [ %dv5.acc, %pair.end ], [ %qt.dv5, %qt.skip ]
  %mg.dk6 = phi <4 x float> [ %dk6.acc, %pair.end ], [ %qt.dk6, %qt.skip ]
  %mg.dv6 = phi <4 x float> [ %dv6.acc, %pair.end ], [ %qt.dv6, %qt.skip ]
  %mg.dk7 = phi <4 x float> [ %dk7.acc, %pair.end ], [ %qt.dk7, %qt.skip ]
  %mg.dv7 = phi <4 x float> [ %dv7.acc, %pair.end ], [ %qt.dv7, %qt.skip ]
  %mg.dk8 = phi <4 x float> [ %dk8.acc, %pair.end ], [ %qt.dk8, %qt.skip ]
  %mg.dv8 = phi <4 x float> [ %dv8.acc, %pair.end ], [ %qt.dv8, %qt.skip ]
  %mg.dk9 = phi <4 x float> [ %dk9.acc, %pair.end ], [ %qt.dk9, %qt.skip ]
  %mg.dv9 = phi <4 x float> [ %dv9.acc, %pair.end ], [ %qt.dv9, %qt.skip ]
  %mg.dk10 = phi <4 x float> [ %dk10.acc, %pair.end ], [ %qt.dk10, %qt.skip ]
  %mg.dv10 = phi <4 x float> [ %dv10.acc, %pair.end ], [ %qt.dv10, %qt.skip ]
  %mg.dk11 = phi <4 x float> [ %dk11.acc, %pair.end ], [ %qt.dk11, %qt.skip ]
  %mg.dv11 = phi <4 x float> [ %dv11.acc, %pair.end ], [ %qt.dv11, %qt.skip ]
  %mg.dk12 = phi <4 x float> [ %dk12.acc, %pair.end ], [ %qt.dk12, %qt.skip ]
  %mg.dv12 = phi <4 x float> [ %dv12.acc, %pair.end ], [ %qt.dv12, %qt.skip ]
  %mg.dk13 = phi <4 x float> [ %dk13.acc, %pair.end ], [ %qt.dk13, %qt.skip ]
  %mg.dv13 = phi <4 x float> [ %dv13.acc, %pair.end ], [ %qt.dv13, %qt.skip ]
  %mg.dk14 = phi <4 x float> [ %dk14.acc, %pair.end ], [ %qt.dk14, %qt.skip ]
  %mg.dv14 = phi <4 x float> [ %dv14.acc, %pair.end ], [ %qt.dv14, %qt.skip ]
  %mg.dk15 = phi <4 x float> [ %dk15.acc, %pair.end ], [ %qt.dk15, %qt.skip ]
  %mg.dv15 = phi <4 x float> [ %dv15.acc, %pair.end ], [ %qt.dv15, %qt.skip ]
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
  %st.dk0 = phi <4 x float> [ zeroinitializer, %heads ], [ %mg.dk0, %qt.next ]
  %st.dv0 = phi <4 x float> [ zeroinitializer, %heads ], [ %mg.dv0, %qt.next ]
  %st.dk1 = phi <4 x float> [ zeroinitializer, %heads ], [ %mg.dk1, %qt.next ]
  %st.dv1 = phi <4 x float> [ zeroinitializer, %heads ], [ %mg.dv1, %qt.next ]
  %st.dk2 = phi <4 x float> [ zeroinitializer, %heads ], [ %mg.dk2, %qt.next ]
  %st.dv2 = phi <4 x float> [ zeroinitializer, %heads ], [ %mg.dv2, %qt.next ]
  %st.dk3 = phi <4 x float> [ zeroinitializer, %heads ], [ %mg.dk3, %qt.next ]
  %st.dv3 = phi <4 x float> [ zeroinitializer, %heads ], [ %mg.dv3, %qt.next ]
  %st.dk4 = phi <4 x float> [ zeroinitializer, %heads ], [ %mg.dk4, %qt.next ]
  %st.dv4 = phi <4 x float> [ zeroinitializer, %heads ], [ %mg.dv4, %qt.next ]
  %st.dk5 = phi <4 x float> [ zeroinitializer, %heads ], [ %mg.dk5, %qt.next ]
  %st.dv5 = phi <4 x float> [ zeroinitializer, %heads ], [ %mg.dv5, %qt.next ]
  %st.dk6 = phi <4 x float> [ zeroinitializer, %heads ], [ %mg.dk6, %qt.next ]
  %st.dv6 = phi <4 x float> [ zeroinitializer, %heads ], [ %mg.dv6, %qt.next ]
  %st.dk7 = phi <4 x float> [ zeroinitializer, %heads ], [ %mg.dk7, %qt.next ]
  %st.dv7 = phi <4 x float> [ zeroinitializer, %heads ], [ %mg.dv7, %qt.next ]
  %st.dk8 = phi <4 x float> [ zeroinitializer, %heads ], [ %mg.dk8, %qt.next ]
  %st.dv8 = phi <4 x float> [ zeroinitializer, %heads ], [ %mg.dv8, %qt.next ]
  %st.dk9 = phi <4 x float> [ zeroinitializer, %heads ], [ %mg.dk9, %qt.next ]
  %st.dv9 = phi <4 x float> [ zeroinitializer, %heads ], [ %mg.dv9, %qt.next ]
  %st.dk10 = phi <4 x float> [ zeroinitializer, %heads ], [ %mg.dk10, %qt.next ]
  %st.dv10 = phi <4 x float> [ zeroinitializer, %heads ], [ %mg.dv10, %qt.next ]
  %st.dk11 = phi <4 x float> [ zeroinitializer, %heads ], [ %mg.dk11, %qt.next ]
  %st.dv11 = phi <4 x float> [ zeroinitializer, %heads ], [ %mg.dv11, %qt.next ]
  %st.dk12 = phi <4 x float> [ zeroinitializer, %heads ], [ %mg.dk12, %qt.next ]
  %st.dv12 = phi <4 x float> [ zeroinitializer, %heads ], [ %mg.dv12, %qt.next ]
  %st.dk13 = phi <4 x float> [ zeroinitializer, %heads ], [ %mg.dk13, %qt.next ]
  %st.dv13 = phi <4 x float> [ zeroinitializer, %heads ], [ %mg.dv13, %qt.next ]
  %st.dk14 = phi <4 x float> [ zeroinitializer, %heads ], [ %mg.dk14, %qt.next ]
  %st.dv14 = phi <4 x float> [ zeroinitializer, %heads ], [ %mg.dv14, %qt.next ]
  %st.dk15 = phi <4 x float> [ zeroinitializer, %heads ], [ %mg.dk15, %qt.next ]
  %st.dv15 = phi <4 x float> [ zeroinitializer, %heads ], [ %mg.dv15, %qt.next ]
  %st.c0 = zext i32 %kb.bc0.l to i64
  %st.c1 = zext i32 %kb.bc1.l to i64
  %st.c2 = zext i32 %kb.bc2.l to i64
  %st.c3 = zext i32 %kb.bc3.l to i64
  %st.c4 = zext i32 %kb.bc4.l to i64
  %st.c5 = zext i32 %kb.bc5.l to i64
  %st.c6 = zext i32 %kb.bc6.l to i64
  %st.c7 = zext i32 %kb.bc7.l to i64
  %st.c8 = zext i32 %kb.bc8.l to i64
  %st.c9 = zext i32 %kb.bc9.l to i64
  %st.c10 = zext i32 %kb.bc10.l to i64
  %st.c11 = zext i32 %kb.bc11.l to i64
  %st.c12 = zext i32 %kb.bc12.l to i64
  %st.c13 = zext i32 %kb.bc13.l to i64
  %st.c14 = zext i32 %kb.bc14.l to i64
  %st.c15 = zext i32 %kb.bc15.l to i64
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
  %kvs0.kf0 = extractelement <4 x float> %st.dk0, i32 0
  %kvs0.ks0 = fmul float %kvs0.kf0, %scale
  %kvs0.k0 = fptrunc float %kvs0.ks0 to half
  store half %kvs0.k0, ptr addrspace(1) %kvs0.kp0, align 2
  %kvs0.vp0 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs0.o0
  %kvs0.vf0 = extractelement <4 x float> %st.dv0, i32 0
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
  %kvs0.kf1 = extractelement <4 x float> %st.dk0, i32 1
  %kvs0.ks1 = fmul float %kvs0.kf1, %scale
  %kvs0.k1 = fptrunc float %kvs0.ks1 to half
  store half %kvs0.k1, ptr addrspace(1) %kvs0.kp1, align 2
  %kvs0.vp1 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs0.o1
  %kvs0.vf1 = extractelement <4 x float> %st.dv0, i32 1
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
  %kvs0.kf2 = extractelement <4 x float> %st.dk0, i32 2
  %kvs0.ks2 = fmul float %kvs0.kf2, %scale
  %kvs0.k2 = fptrunc float %kvs0.ks2 to half
  store half %kvs0.k2, ptr addrspace(1) %kvs0.kp2, align 2
  %kvs0.vp2 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs0.o2
  %kvs0.vf2 = extractelement <4 x float> %st.dv0, i32 2
  %kvs0.v2 = fptrunc float %kvs0.vf2 to half
  store half %kvs0.v2, ptr addrspace(1) %kvs0.vp2, align 2
  br label %kvs.0.3

kvs.0.3:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs0.r3 = add i32 %n0, %kb.row0.3
  %kvs0.ok3 = icmp slt i32 %kvs0.r3, %seqlen_k
  br i1 %kvs0.ok3, label %kvs.0.3.w, label %kvs.1.0

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
  %kvs0.kf3 = extractelement <4 x float> %st.dk0, i32 3
  %kvs0.ks3 = fmul float %kvs0.kf3, %scale
  %kvs0.k3 = fptrunc float %kvs0.ks3 to half
  store half %kvs0.k3, ptr addrspace(1) %kvs0.kp3, align 2
  %kvs0.vp3 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs0.o3
  %kvs0.vf3 = extractelement <4 x float> %st.dv0, i32 3
  %kvs0.v3 = fptrunc float %kvs0.vf3 to half
  store half %kvs0.v3, ptr addrspace(1) %kvs0.vp3, align 2
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
  %kvs1.kf0 = extractelement <4 x float> %st.dk1, i32 0
  %kvs1.ks0 = fmul float %kvs1.kf0, %scale
  %kvs1.k0 = fptrunc float %kvs1.ks0 to half
  store half %kvs1.k0, ptr addrspace(1) %kvs1.kp0, align 2
  %kvs1.vp0 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs1.o0
  %kvs1.vf0 = extractelement <4 x float> %st.dv1, i32 0
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
  %kvs1.kf1 = extractelement <4 x float> %st.dk1, i32 1
  %kvs1.ks1 = fmul float %kvs1.kf1, %scale
  %kvs1.k1 = fptrunc float %kvs1.ks1 to half
  store half %kvs1.k1, ptr addrspace(1) %kvs1.kp1, align 2
  %kvs1.vp1 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs1.o1
  %kvs1.vf1 = extractelement <4 x float> %st.dv1, i32 1
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
  %kvs1.kf2 = extractelement <4 x float> %st.dk1, i32 2
  %kvs1.ks2 = fmul float %kvs1.kf2, %scale
  %kvs1.k2 = fptrunc float %kvs1.ks2 to half
  store half %kvs1.k2, ptr addrspace(1) %kvs1.kp2, align 2
  %kvs1.vp2 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs1.o2
  %kvs1.vf2 = extractelement <4 x float> %st.dv1, i32 2
  %kvs1.v2 = fptrunc float %kvs1.vf2 to half
  store half %kvs1.v2, ptr addrspace(1) %kvs1.vp2, align 2
  br label %kvs.1.3

kvs.1.3:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs1.r3 = add i32 %n0, %kb.row1.3
  %kvs1.ok3 = icmp slt i32 %kvs1.r3, %seqlen_k
  br i1 %kvs1.ok3, label %kvs.1.3.w, label %kvs.2.0

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
  %kvs1.kf3 = extractelement <4 x float> %st.dk1, i32 3
  %kvs1.ks3 = fmul float %kvs1.kf3, %scale
  %kvs1.k3 = fptrunc float %kvs1.ks3 to half
  store half %kvs1.k3, ptr addrspace(1) %kvs1.kp3, align 2
  %kvs1.vp3 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs1.o3
  %kvs1.vf3 = extractelement <4 x float> %st.dv1, i32 3
  %kvs1.v3 = fptrunc float %kvs1.vf3 to half
  store half %kvs1.v3, ptr addrspace(1) %kvs1.vp3, align 2
  br label %kvs.2.0

kvs.2.0:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs2.r0 = add i32 %n0, %kb.row2.0
  %kvs2.ok0 = icmp slt i32 %kvs2.r0, %seqlen_k
  br i1 %kvs2.ok0, label %kvs.2.0.w, label %kvs.2.1

kvs.2.0.w:
  %kvs2.t0 = add i32 %kv.tok0, %kvs2.r0
  %kvs2.g0.r64 = sext i32 %kvs2.t0 to i64
  %kvs2.g0.h64 = sext i32 %num_heads_kv to i64
  %kvs2.g0.hh64 = sext i32 %h to i64
  %kvs2.g0.rh = mul nsw i64 %kvs2.g0.r64, %kvs2.g0.h64
  %kvs2.g0.rhh = add nsw i64 %kvs2.g0.rh, %kvs2.g0.hh64
  %kvs2.g0.base = mul i64 %kvs2.g0.rhh, 64
  %kvs2.o0 = add i64 %kvs2.g0.base, %st.c2
  %kvs2.kp0 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs2.o0
  %kvs2.kf0 = extractelement <4 x float> %st.dk2, i32 0
  %kvs2.ks0 = fmul float %kvs2.kf0, %scale
  %kvs2.k0 = fptrunc float %kvs2.ks0 to half
  store half %kvs2.k0, ptr addrspace(1) %kvs2.kp0, align 2
  %kvs2.vp0 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs2.o0
  %kvs2.vf0 = extractelement <4 x float> %st.dv2, i32 0
  %kvs2.v0 = fptrunc float %kvs2.vf0 to half
  store half %kvs2.v0, ptr addrspace(1) %kvs2.vp0, align 2
  br label %kvs.2.1

kvs.2.1:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs2.r1 = add i32 %n0, %kb.row2.1
  %kvs2.ok1 = icmp slt i32 %kvs2.r1, %seqlen_k
  br i1 %kvs2.ok1, label %kvs.2.1.w, label %kvs.2.2

kvs.2.1.w:
  %kvs2.t1 = add i32 %kv.tok0, %kvs2.r1
  %kvs2.g1.r64 = sext i32 %kvs2.t1 to i64
  %kvs2.g1.h64 = sext i32 %num_heads_kv to i64
  %kvs2.g1.hh64 = sext i32 %h to i64
  %kvs2.g1.rh = mul nsw i64 %kvs2.g1.r64, %kvs2.g1.h64
  %kvs2.g1.rhh = add nsw i64 %kvs2.g1.rh, %kvs2.g1.hh64
  %kvs2.g1.base = mul i64 %kvs2.g1.rhh, 64
  %kvs2.o1 = add i64 %kvs2.g1.base, %st.c2
  %kvs2.kp1 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs2.o1
  %kvs2.kf1 = extractelement <4 x float> %st.dk2, i32 1
  %kvs2.ks1 = fmul float %kvs2.kf1, %scale
  %kvs2.k1 = fptrunc float %kvs2.ks1 to half
  store half %kvs2.k1, ptr addrspace(1) %kvs2.kp1, align 2
  %kvs2.vp1 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs2.o1
  %kvs2.vf1 = extractelement <4 x float> %st.dv2, i32 1
  %kvs2.v1 = fptrunc float %kvs2.vf1 to half
  store half %kvs2.v1, ptr addrspace(1) %kvs2.vp1, align 2
  br label %kvs.2.2

kvs.2.2:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs2.r2 = add i32 %n0, %kb.row2.2
  %kvs2.ok2 = icmp slt i32 %kvs2.r2, %seqlen_k
  br i1 %kvs2.ok2, label %kvs.2.2.w, label %kvs.2.3

kvs.2.2.w:
  %kvs2.t2 = add i32 %kv.tok0, %kvs2.r2
  %kvs2.g2.r64 = sext i32 %kvs2.t2 to i64
  %kvs2.g2.h64 = sext i32 %num_heads_kv to i64
  %kvs2.g2.hh64 = sext i32 %h to i64
  %kvs2.g2.rh = mul nsw i64 %kvs2.g2.r64, %kvs2.g2.h64
  %kvs2.g2.rhh = add nsw i64 %kvs2.g2.rh, %kvs2.g2.hh64
  %kvs2.g2.base = mul i64 %kvs2.g2.rhh, 64
  %kvs2.o2 = add i64 %kvs2.g2.base, %st.c2
  %kvs2.kp2 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs2.o2
  %kvs2.kf2 = extractelement <4 x float> %st.dk2, i32 2
  %kvs2.ks2 = fmul float %kvs2.kf2, %scale
  %kvs2.k2 = fptrunc float %kvs2.ks2 to half
  store half %kvs2.k2, ptr addrspace(1) %kvs2.kp2, align 2
  %kvs2.vp2 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs2.o2
  %kvs2.vf2 = extractelement <4 x float> %st.dv2, i32 2
  %kvs2.v2 = fptrunc float %kvs2.vf2 to half
  store half %kvs2.v2, ptr addrspace(1) %kvs2.vp2, align 2
  br label %kvs.2.3

kvs.2.3:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs2.r3 = add i32 %n0, %kb.row2.3
  %kvs2.ok3 = icmp slt i32 %kvs2.r3, %seqlen_k
  br i1 %kvs2.ok3, label %kvs.2.3.w, label %kvs.3.0

kvs.2.3.w:
  %kvs2.t3 = add i32 %kv.tok0, %kvs2.r3
  %kvs2.g3.r64 = sext i32 %kvs2.t3 to i64
  %kvs2.g3.h64 = sext i32 %num_heads_kv to i64
  %kvs2.g3.hh64 = sext i32 %h to i64
  %kvs2.g3.rh = mul nsw i64 %kvs2.g3.r64, %kvs2.g3.h64
  %kvs2.g3.rhh = add nsw i64 %kvs2.g3.rh, %kvs2.g3.hh64
  %kvs2.g3.base = mul i64 %kvs2.g3.rhh, 64
  %kvs2.o3 = add i64 %kvs2.g3.base, %st.c2
  %kvs2.kp3 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs2.o3
  %kvs2.kf3 = extractelement <4 x float> %st.dk2, i32 3
  %kvs2.ks3 = fmul float %kvs2.kf3, %scale
  %kvs2.k3 = fptrunc float %kvs2.ks3 to half
  store half %kvs2.k3, ptr addrspace(1) %kvs2.kp3, align 2
  %kvs2.vp3 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs2.o3
  %kvs2.vf3 = extractelement <4 x float> %st.dv2, i32 3
  %kvs2.v3 = fptrunc float %kvs2.vf3 to half
  store half %kvs2.v3, ptr addrspace(1) %kvs2.vp3, align 2
  br label %kvs.3.0

kvs.3.0:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs3.r0 = add i32 %n0, %kb.row3.0
  %kvs3.ok0 = icmp slt i32 %kvs3.r0, %seqlen_k
  br i1 %kvs3.ok0, label %kvs.3.0.w, label %kvs.3.1

kvs.3.0.w:
  %kvs3.t0 = add i32 %kv.tok0, %kvs3.r0
  %kvs3.g0.r64 = sext i32 %kvs3.t0 to i64
  %kvs3.g0.h64 = sext i32 %num_heads_kv to i64
  %kvs3.g0.hh64 = sext i32 %h to i64
  %kvs3.g0.rh = mul nsw i64 %kvs3.g0.r64, %kvs3.g0.h64
  %kvs3.g0.rhh = add nsw i64 %kvs3.g0.rh, %kvs3.g0.hh64
  %kvs3.g0.base = mul i64 %kvs3.g0.rhh, 64
  %kvs3.o0 = add i64 %kvs3.g0.base, %st.c3
  %kvs3.kp0 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs3.o0
  %kvs3.kf0 = extractelement <4 x float> %st.dk3, i32 0
  %kvs3.ks0 = fmul float %kvs3.kf0, %scale
  %kvs3.k0 = fptrunc float %kvs3.ks0 to half
  store half %kvs3.k0, ptr addrspace(1) %kvs3.kp0, align 2
  %kvs3.vp0 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs3.o0
  %kvs3.vf0 = extractelement <4 x float> %st.dv3, i32 0
  %kvs3.v0 = fptrunc float %kvs3.vf0 to half
  store half %kvs3.v0, ptr addrspace(1) %kvs3.vp0, align 2
  br label %kvs.3.1

kvs.3.1:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs3.r1 = add i32 %n0, %kb.row3.1
  %kvs3.ok1 = icmp slt i32 %kvs3.r1, %seqlen_k
  br i1 %kvs3.ok1, label %kvs.3.1.w, label %kvs.3.2

kvs.3.1.w:
  %kvs3.t1 = add i32 %kv.tok0, %kvs3.r1
  %kvs3.g1.r64 = sext i32 %kvs3.t1 to i64
  %kvs3.g1.h64 = sext i32 %num_heads_kv to i64
  %kvs3.g1.hh64 = sext i32 %h to i64
  %kvs3.g1.rh = mul nsw i64 %kvs3.g1.r64, %kvs3.g1.h64
  %kvs3.g1.rhh = add nsw i64 %kvs3.g1.rh, %kvs3.g1.hh64
  %kvs3.g1.base = mul i64 %kvs3.g1.rhh, 64
  %kvs3.o1 = add i64 %kvs3.g1.base, %st.c3
  %kvs3.kp1 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs3.o1
  %kvs3.kf1 = extractelement <4 x float> %st.dk3, i32 1
  %kvs3.ks1 = fmul float %kvs3.kf1, %scale
  %kvs3.k1 = fptrunc float %kvs3.ks1 to half
  store half %kvs3.k1, ptr addrspace(1) %kvs3.kp1, align 2
  %kvs3.vp1 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs3.o1
  %kvs3.vf1 = extractelement <4 x float> %st.dv3, i32 1
  %kvs3.v1 = fptrunc float %kvs3.vf1 to half
  store half %kvs3.v1, ptr addrspace(1) %kvs3.vp1, align 2
  br label %kvs.3.2

kvs.3.2:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs3.r2 = add i32 %n0, %kb.row3.2
  %kvs3.ok2 = icmp slt i32 %kvs3.r2, %seqlen_k
  br i1 %kvs3.ok2, label %kvs.3.2.w, label %kvs.3.3

kvs.3.2.w:
  %kvs3.t2 = add i32 %kv.tok0, %kvs3.r2
  %kvs3.g2.r64 = sext i32 %kvs3.t2 to i64
  %kvs3.g2.h64 = sext i32 %num_heads_kv to i64
  %kvs3.g2.hh64 = sext i32 %h to i64
  %kvs3.g2.rh = mul nsw i64 %kvs3.g2.r64, %kvs3.g2.h64
  %kvs3.g2.rhh = add nsw i64 %kvs3.g2.rh, %kvs3.g2.hh64
  %kvs3.g2.base = mul i64 %kvs3.g2.rhh, 64
  %kvs3.o2 = add i64 %kvs3.g2.base, %st.c3
  %kvs3.kp2 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs3.o2
  %kvs3.kf2 = extractelement <4 x float> %st.dk3, i32 2
  %kvs3.ks2 = fmul float %kvs3.kf2, %scale
  %kvs3.k2 = fptrunc float %kvs3.ks2 to half
  store half %kvs3.k2, ptr addrspace(1) %kvs3.kp2, align 2
  %kvs3.vp2 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs3.o2
  %kvs3.vf2 = extractelement <4 x float> %st.dv3, i32 2
  %kvs3.v2 = fptrunc float %kvs3.vf2 to half
  store half %kvs3.v2, ptr addrspace(1) %kvs3.vp2, align 2
  br label %kvs.3.3

kvs.3.3:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs3.r3 = add i32 %n0, %kb.row3.3
  %kvs3.ok3 = icmp slt i32 %kvs3.r3, %seqlen_k
  br i1 %kvs3.ok3, label %kvs.3.3.w, label %kvs.4.0

kvs.3.3.w:
  %kvs3.t3 = add i32 %kv.tok0, %kvs3.r3
  %kvs3.g3.r64 = sext i32 %kvs3.t3 to i64
  %kvs3.g3.h64 = sext i32 %num_heads_kv to i64
  %kvs3.g3.hh64 = sext i32 %h to i64
  %kvs3.g3.rh = mul nsw i64 %kvs3.g3.r64, %kvs3.g3.h64
  %kvs3.g3.rhh = add nsw i64 %kvs3.g3.rh, %kvs3.g3.hh64
  %kvs3.g3.base = mul i64 %kvs3.g3.rhh, 64
  %kvs3.o3 = add i64 %kvs3.g3.base, %st.c3
  %kvs3.kp3 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs3.o3
  %kvs3.kf3 = extractelement <4 x float> %st.dk3, i32 3
  %kvs3.ks3 = fmul float %kvs3.kf3, %scale
  %kvs3.k3 = fptrunc float %kvs3.ks3 to half
  store half %kvs3.k3, ptr addrspace(1) %kvs3.kp3, align 2
  %kvs3.vp3 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs3.o3
  %kvs3.vf3 = extractelement <4 x float> %st.dv3, i32 3
  %kvs3.v3 = fptrunc float %kvs3.vf3 to half
  store half %kvs3.v3, ptr addrspace(1) %kvs3.vp3, align 2
  br label %kvs.4.0

kvs.4.0:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs4.r0 = add i32 %n0, %kb.row4.0
  %kvs4.ok0 = icmp slt i32 %kvs4.r0, %seqlen_k
  br i1 %kvs4.ok0, label %kvs.4.0.w, label %kvs.4.1

kvs.4.0.w:
  %kvs4.t0 = add i32 %kv.tok0, %kvs4.r0
  %kvs4.g0.r64 = sext i32 %kvs4.t0 to i64
  %kvs4.g0.h64 = sext i32 %num_heads_kv to i64
  %kvs4.g0.hh64 = sext i32 %h to i64
  %kvs4.g0.rh = mul nsw i64 %kvs4.g0.r64, %kvs4.g0.h64
  %kvs4.g0.rhh = add nsw i64 %kvs4.g0.rh, %kvs4.g0.hh64
  %kvs4.g0.base = mul i64 %kvs4.g0.rhh, 64
  %kvs4.o0 = add i64 %kvs4.g0.base, %st.c4
  %kvs4.kp0 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs4.o0
  %kvs4.kf0 = extractelement <4 x float> %st.dk4, i32 0
  %kvs4.ks0 = fmul float %kvs4.kf0, %scale
  %kvs4.k0 = fptrunc float %kvs4.ks0 to half
  store half %kvs4.k0, ptr addrspace(1) %kvs4.kp0, align 2
  %kvs4.vp0 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs4.o0
  %kvs4.vf0 = extractelement <4 x float> %st.dv4, i32 0
  %kvs4.v0 = fptrunc float %kvs4.vf0 to half
  store half %kvs4.v0, ptr addrspace(1) %kvs4.vp0, align 2
  br label %kvs.4.1

kvs.4.1:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs4.r1 = add i32 %n0, %kb.row4.1
  %kvs4.ok1 = icmp slt i32 %kvs4.r1, %seqlen_k
  br i1 %kvs4.ok1, label %kvs.4.1.w, label %kvs.4.2

kvs.4.1.w:
  %kvs4.t1 = add i32 %kv.tok0, %kvs4.r1
  %kvs4.g1.r64 = sext i32 %kvs4.t1 to i64
  %kvs4.g1.h64 = sext i32 %num_heads_kv to i64
  %kvs4.g1.hh64 = sext i32 %h to i64
  %kvs4.g1.rh = mul nsw i64 %kvs4.g1.r64, %kvs4.g1.h64
  %kvs4.g1.rhh = add nsw i64 %kvs4.g1.rh, %kvs4.g1.hh64
  %kvs4.g1.base = mul i64 %kvs4.g1.rhh, 64
  %kvs4.o1 = add i64 %kvs4.g1.base, %st.c4
  %kvs4.kp1 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs4.o1
  %kvs4.kf1 = extractelement <4 x float> %st.dk4, i32 1
  %kvs4.ks1 = fmul float %kvs4.kf1, %scale
  %kvs4.k1 = fptrunc float %kvs4.ks1 to half
  store half %kvs4.k1, ptr addrspace(1) %kvs4.kp1, align 2
  %kvs4.vp1 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs4.o1
  %kvs4.vf1 = extractelement <4 x float> %st.dv4, i32 1
  %kvs4.v1 = fptrunc float %kvs4.vf1 to half
  store half %kvs4.v1, ptr addrspace(1) %kvs4.vp1, align 2
  br label %kvs.4.2

kvs.4.2:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs4.r2 = add i32 %n0, %kb.row4.2
  %kvs4.ok2 = icmp slt i32 %kvs4.r2, %seqlen_k
  br i1 %kvs4.ok2, label %kvs.4.2.w, label %kvs.4.3

kvs.4.2.w:
  %kvs4.t2 = add i32 %kv.tok0, %kvs4.r2
  %kvs4.g2.r64 = sext i32 %kvs4.t2 to i64
  %kvs4.g2.h64 = sext i32 %num_heads_kv to i64
  %kvs4.g2.hh64 = sext i32 %h to i64
  %kvs4.g2.rh = mul nsw i64 %kvs4.g2.r64, %kvs4.g2.h64
  %kvs4.g2.rhh = add nsw i64 %kvs4.g2.rh, %kvs4.g2.hh64
  %kvs4.g2.base = mul i64 %kvs4.g2.rhh, 64
  %kvs4.o2 = add i64 %kvs4.g2.base, %st.c4
  %kvs4.kp2 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs4.o2
  %kvs4.kf2 = extractelement <4 x float> %st.dk4, i32 2
  %kvs4.ks2 = fmul float %kvs4.kf2, %scale
  %kvs4.k2 = fptrunc float %kvs4.ks2 to half
  store half %kvs4.k2, ptr addrspace(1) %kvs4.kp2, align 2
  %kvs4.vp2 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs4.o2
  %kvs4.vf2 = extractelement <4 x float> %st.dv4, i32 2
  %kvs4.v2 = fptrunc float %kvs4.vf2 to half
  store half %kvs4.v2, ptr addrspace(1) %kvs4.vp2, align 2
  br label %kvs.4.3

kvs.4.3:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs4.r3 = add i32 %n0, %kb.row4.3
  %kvs4.ok3 = icmp slt i32 %kvs4.r3, %seqlen_k
  br i1 %kvs4.ok3, label %kvs.4.3.w, label %kvs.5.0

kvs.4.3.w:
  %kvs4.t3 = add i32 %kv.tok0, %kvs4.r3
  %kvs4.g3.r64 = sext i32 %kvs4.t3 to i64
  %kvs4.g3.h64 = sext i32 %num_heads_kv to i64
  %kvs4.g3.hh64 = sext i32 %h to i64
  %kvs4.g3.rh = mul nsw i64 %kvs4.g3.r64, %kvs4.g3.h64
  %kvs4.g3.rhh = add nsw i64 %kvs4.g3.rh, %kvs4.g3.hh64
  %kvs4.g3.base = mul i64 %kvs4.g3.rhh, 64
  %kvs4.o3 = add i64 %kvs4.g3.base, %st.c4
  %kvs4.kp3 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs4.o3
  %kvs4.kf3 = extractelement <4 x float> %st.dk4, i32 3
  %kvs4.ks3 = fmul float %kvs4.kf3, %scale
  %kvs4.k3 = fptrunc float %kvs4.ks3 to half
  store half %kvs4.k3, ptr addrspace(1) %kvs4.kp3, align 2
  %kvs4.vp3 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs4.o3
  %kvs4.vf3 = extractelement <4 x float> %st.dv4, i32 3
  %kvs4.v3 = fptrunc float %kvs4.vf3 to half
  store half %kvs4.v3, ptr addrspace(1) %kvs4.vp3, align 2
  br label %kvs.5.0

kvs.5.0:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs5.r0 = add i32 %n0, %kb.row5.0
  %kvs5.ok0 = icmp slt i32 %kvs5.r0, %seqlen_k
  br i1 %kvs5.ok0, label %kvs.5.0.w, label %kvs.5.1

kvs.5.0.w:
  %kvs5.t0 = add i32 %kv.tok0, %kvs5.r0
  %kvs5.g0.r64 = sext i32 %kvs5.t0 to i64
  %kvs5.g0.h64 = sext i32 %num_heads_kv to i64
  %kvs5.g0.hh64 = sext i32 %h to i64
  %kvs5.g0.rh = mul nsw i64 %kvs5.g0.r64, %kvs5.g0.h64
  %kvs5.g0.rhh = add nsw i64 %kvs5.g0.rh, %kvs5.g0.hh64
  %kvs5.g0.base = mul i64 %kvs5.g0.rhh, 64
  %kvs5.o0 = add i64 %kvs5.g0.base, %st.c5
  %kvs5.kp0 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs5.o0
  %kvs5.kf0 = extractelement <4 x float> %st.dk5, i32 0
  %kvs5.ks0 = fmul float %kvs5.kf0, %scale
  %kvs5.k0 = fptrunc float %kvs5.ks0 to half
  store half %kvs5.k0, ptr addrspace(1) %kvs5.kp0, align 2
  %kvs5.vp0 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs5.o0
  %kvs5.vf0 = extractelement <4 x float> %st.dv5, i32 0
  %kvs5.v0 = fptrunc float %kvs5.vf0 to half
  store half %kvs5.v0, ptr addrspace(1) %kvs5.vp0, align 2
  br label %kvs.5.1

kvs.5.1:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs5.r1 = add i32 %n0, %kb.row5.1
  %kvs5.ok1 = icmp slt i32 %kvs5.r1, %seqlen_k
  br i1 %kvs5.ok1, label %kvs.5.1.w, label %kvs.5.2

kvs.5.1.w:
  %kvs5.t1 = add i32 %kv.tok0, %kvs5.r1
  %kvs5.g1.r64 = sext i32 %kvs5.t1 to i64
  %kvs5.g1.h64 = sext i32 %num_heads_kv to i64
  %kvs5.g1.hh64 = sext i32 %h to i64
  %kvs5.g1.rh = mul nsw i64 %kvs5.g1.r64, %kvs5.g1.h64
  %kvs5.g1.rhh = add nsw i64 %kvs5.g1.rh, %kvs5.g1.hh64
  %kvs5.g1.base = mul i64 %kvs5.g1.rhh, 64
  %kvs5.o1 = add i64 %kvs5.g1.base, %st.c5
  %kvs5.kp1 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs5.o1
  %kvs5.kf1 = extractelement <4 x float> %st.dk5, i32 1
  %kvs5.ks1 = fmul float %kvs5.kf1, %scale
  %kvs5.k1 = fptrunc float %kvs5.ks1 to half
  store half %kvs5.k1, ptr addrspace(1) %kvs5.kp1, align 2
  %kvs5.vp1 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs5.o1
  %kvs5.vf1 = extractelement <4 x float> %st.dv5, i32 1
  %kvs5.v1 = fptrunc float %kvs5.vf1 to half
  store half %kvs5.v1, ptr addrspace(1) %kvs5.vp1, align 2
  br label %kvs.5.2

kvs.5.2:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs5.r2 = add i32 %n0, %kb.row5.2
  %kvs5.ok2 = icmp slt i32 %kvs5.r2, %seqlen_k
  br i1 %kvs5.ok2, label %kvs.5.2.w, label %kvs.5.3

kvs.5.2.w:
  %kvs5.t2 = add i32 %kv.tok0, %kvs5.r2
  %kvs5.g2.r64 = sext i32 %kvs5.t2 to i64
  %kvs5.g2.h64 = sext i32 %num_heads_kv to i64
  %kvs5.g2.hh64 = sext i32 %h to i64
  %kvs5.g2.rh = mul nsw i64 %kvs5.g2.r64, %kvs5.g2.h64
  %kvs5.g2.rhh = add nsw i64 %kvs5.g2.rh, %kvs5.g2.hh64
  %kvs5.g2.base = mul i64 %kvs5.g2.rhh, 64
  %kvs5.o2 = add i64 %kvs5.g2.base, %st.c5
  %kvs5.kp2 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs5.o2
  %kvs5.kf2 = extractelement <4 x float> %st.dk5, i32 2
  %kvs5.ks2 = fmul float %kvs5.kf2, %scale
  %kvs5.k2 = fptrunc float %kvs5.ks2 to half
  store half %kvs5.k2, ptr addrspace(1) %kvs5.kp2, align 2
  %kvs5.vp2 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs5.o2
  %kvs5.vf2 = extractelement <4 x float> %st.dv5, i32 2
  %kvs5.v2 = fptrunc float %kvs5.vf2 to half
  store half %kvs5.v2, ptr addrspace(1) %kvs5.vp2, align 2
  br label %kvs.5.3

kvs.5.3:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs5.r3 = add i32 %n0, %kb.row5.3
  %kvs5.ok3 = icmp slt i32 %kvs5.r3, %seqlen_k
  br i1 %kvs5.ok3, label %kvs.5.3.w, label %kvs.6.0

kvs.5.3.w:
  %kvs5.t3 = add i32 %kv.tok0, %kvs5.r3
  %kvs5.g3.r64 = sext i32 %kvs5.t3 to i64
  %kvs5.g3.h64 = sext i32 %num_heads_kv to i64
  %kvs5.g3.hh64 = sext i32 %h to i64
  %kvs5.g3.rh = mul nsw i64 %kvs5.g3.r64, %kvs5.g3.h64
  %kvs5.g3.rhh = add nsw i64 %kvs5.g3.rh, %kvs5.g3.hh64
  %kvs5.g3.base = mul i64 %kvs5.g3.rhh, 64
  %kvs5.o3 = add i64 %kvs5.g3.base, %st.c5
  %kvs5.kp3 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs5.o3
  %kvs5.kf3 = extractelement <4 x float> %st.dk5, i32 3
  %kvs5.ks3 = fmul float %kvs5.kf3, %scale
  %kvs5.k3 = fptrunc float %kvs5.ks3 to half
  store half %kvs5.k3, ptr addrspace(1) %kvs5.kp3, align 2
  %kvs5.vp3 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs5.o3
  %kvs5.vf3 = extractelement <4 x float> %st.dv5, i32 3
  %kvs5.v3 = fptrunc float %kvs5.vf3 to half
  store half %kvs5.v3, ptr addrspace(1) %kvs5.vp3, align 2
  br label %kvs.6.0

kvs.6.0:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs6.r0 = add i32 %n0, %kb.row6.0
  %kvs6.ok0 = icmp slt i32 %kvs6.r0, %seqlen_k
  br i1 %kvs6.ok0, label %kvs.6.0.w, label %kvs.6.1

kvs.6.0.w:
  %kvs6.t0 = add i32 %kv.tok0, %kvs6.r0
  %kvs6.g0.r64 = sext i32 %kvs6.t0 to i64
  %kvs6.g0.h64 = sext i32 %num_heads_kv to i64
  %kvs6.g0.hh64 = sext i32 %h to i64
  %kvs6.g0.rh = mul nsw i64 %kvs6.g0.r64, %kvs6.g0.h64
  %kvs6.g0.rhh = add nsw i64 %kvs6.g0.rh, %kvs6.g0.hh64
  %kvs6.g0.base = mul i64 %kvs6.g0.rhh, 64
  %kvs6.o0 = add i64 %kvs6.g0.base, %st.c6
  %kvs6.kp0 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs6.o0
  %kvs6.kf0 = extractelement <4 x float> %st.dk6, i32 0
  %kvs6.ks0 = fmul float %kvs6.kf0, %scale
  %kvs6.k0 = fptrunc float %kvs6.ks0 to half
  store half %kvs6.k0, ptr addrspace(1) %kvs6.kp0, align 2
  %kvs6.vp0 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs6.o0
  %kvs6.vf0 = extractelement <4 x float> %st.dv6, i32 0
  %kvs6.v0 = fptrunc float %kvs6.vf0 to half
  store half %kvs6.v0, ptr addrspace(1) %kvs6.vp0, align 2
  br label %kvs.6.1

kvs.6.1:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs6.r1 = add i32 %n0, %kb.row6.1
  %kvs6.ok1 = icmp slt i32 %kvs6.r1, %seqlen_k
  br i1 %kvs6.ok1, label %kvs.6.1.w, label %kvs.6.2

kvs.6.1.w:
  %kvs6.t1 = add i32 %kv.tok0, %kvs6.r1
  %kvs6.g1.r64 = sext i32 %kvs6.t1 to i64
  %kvs6.g1.h64 = sext i32 %num_heads_kv to i64
  %kvs6.g1.hh64 = sext i32 %h to i64
  %kvs6.g1.rh = mul nsw i64 %kvs6.g1.r64, %kvs6.g1.h64
  %kvs6.g1.rhh = add nsw i64 %kvs6.g1.rh, %kvs6.g1.hh64
  %kvs6.g1.base = mul i64 %kvs6.g1.rhh, 64
  %kvs6.o1 = add i64 %kvs6.g1.base, %st.c6
  %kvs6.kp1 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs6.o1
  %kvs6.kf1 = extractelement <4 x float> %st.dk6, i32 1
  %kvs6.ks1 = fmul float %kvs6.kf1, %scale
  %kvs6.k1 = fptrunc float %kvs6.ks1 to half
  store half %kvs6.k1, ptr addrspace(1) %kvs6.kp1, align 2
  %kvs6.vp1 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs6.o1
  %kvs6.vf1 = extractelement <4 x float> %st.dv6, i32 1
  %kvs6.v1 = fptrunc float %kvs6.vf1 to half
  store half %kvs6.v1, ptr addrspace(1) %kvs6.vp1, align 2
  br label %kvs.6.2

kvs.6.2:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs6.r2 = add i32 %n0, %kb.row6.2
  %kvs6.ok2 = icmp slt i32 %kvs6.r2, %seqlen_k
  br i1 %kvs6.ok2, label %kvs.6.2.w, label %kvs.6.3

kvs.6.2.w:
  %kvs6.t2 = add i32 %kv.tok0, %kvs6.r2
  %kvs6.g2.r64 = sext i32 %kvs6.t2 to i64
  %kvs6.g2.h64 = sext i32 %num_heads_kv to i64
  %kvs6.g2.hh64 = sext i32 %h to i64
  %kvs6.g2.rh = mul nsw i64 %kvs6.g2.r64, %kvs6.g2.h64
  %kvs6.g2.rhh = add nsw i64 %kvs6.g2.rh, %kvs6.g2.hh64
  %kvs6.g2.base = mul i64 %kvs6.g2.rhh, 64
  %kvs6.o2 = add i64 %kvs6.g2.base, %st.c6
  %kvs6.kp2 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs6.o2
  %kvs6.kf2 = extractelement <4 x float> %st.dk6, i32 2
  %kvs6.ks2 = fmul float %kvs6.kf2, %scale
  %kvs6.k2 = fptrunc float %kvs6.ks2 to half
  store half %kvs6.k2, ptr addrspace(1) %kvs6.kp2, align 2
  %kvs6.vp2 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs6.o2
  %kvs6.vf2 = extractelement <4 x float> %st.dv6, i32 2
  %kvs6.v2 = fptrunc float %kvs6.vf2 to half
  store half %kvs6.v2, ptr addrspace(1) %kvs6.vp2, align 2
  br label %kvs.6.3

kvs.6.3:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs6.r3 = add i32 %n0, %kb.row6.3
  %kvs6.ok3 = icmp slt i32 %kvs6.r3, %seqlen_k
  br i1 %kvs6.ok3, label %kvs.6.3.w, label %kvs.7.0

kvs.6.3.w:
  %kvs6.t3 = add i32 %kv.tok0, %kvs6.r3
  %kvs6.g3.r64 = sext i32 %kvs6.t3 to i64
  %kvs6.g3.h64 = sext i32 %num_heads_kv to i64
  %kvs6.g3.hh64 = sext i32 %h to i64
  %kvs6.g3.rh = mul nsw i64 %kvs6.g3.r64, %kvs6.g3.h64
  %kvs6.g3.rhh = add nsw i64 %kvs6.g3.rh, %kvs6.g3.hh64
  %kvs6.g3.base = mul i64 %kvs6.g3.rhh, 64
  %kvs6.o3 = add i64 %kvs6.g3.base, %st.c6
  %kvs6.kp3 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs6.o3
  %kvs6.kf3 = extractelement <4 x float> %st.dk6, i32 3
  %kvs6.ks3 = fmul float %kvs6.kf3, %scale
  %kvs6.k3 = fptrunc float %kvs6.ks3 to half
  store half %kvs6.k3, ptr addrspace(1) %kvs6.kp3, align 2
  %kvs6.vp3 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs6.o3
  %kvs6.vf3 = extractelement <4 x float> %st.dv6, i32 3
  %kvs6.v3 = fptrunc float %kvs6.vf3 to half
  store half %kvs6.v3, ptr addrspace(1) %kvs6.vp3, align 2
  br label %kvs.7.0

kvs.7.0:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs7.r0 = add i32 %n0, %kb.row7.0
  %kvs7.ok0 = icmp slt i32 %kvs7.r0, %seqlen_k
  br i1 %kvs7.ok0, label %kvs.7.0.w, label %kvs.7.1

kvs.7.0.w:
  %kvs7.t0 = add i32 %kv.tok0, %kvs7.r0
  %kvs7.g0.r64 = sext i32 %kvs7.t0 to i64
  %kvs7.g0.h64 = sext i32 %num_heads_kv to i64
  %kvs7.g0.hh64 = sext i32 %h to i64
  %kvs7.g0.rh = mul nsw i64 %kvs7.g0.r64, %kvs7.g0.h64
  %kvs7.g0.rhh = add nsw i64 %kvs7.g0.rh, %kvs7.g0.hh64
  %kvs7.g0.base = mul i64 %kvs7.g0.rhh, 64
  %kvs7.o0 = add i64 %kvs7.g0.base, %st.c7
  %kvs7.kp0 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs7.o0
  %kvs7.kf0 = extractelement <4 x float> %st.dk7, i32 0
  %kvs7.ks0 = fmul float %kvs7.kf0, %scale
  %kvs7.k0 = fptrunc float %kvs7.ks0 to half
  store half %kvs7.k0, ptr addrspace(1) %kvs7.kp0, align 2
  %kvs7.vp0 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs7.o0
  %kvs7.vf0 = extractelement <4 x float> %st.dv7, i32 0
  %kvs7.v0 = fptrunc float %kvs7.vf0 to half
  store half %kvs7.v0, ptr addrspace(1) %kvs7.vp0, align 2
  br label %kvs.7.1

kvs.7.1:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs7.r1 = add i32 %n0, %kb.row7.1
  %kvs7.ok1 = icmp slt i32 %kvs7.r1, %seqlen_k
  br i1 %kvs7.ok1, label %kvs.7.1.w, label %kvs.7.2

kvs.7.1.w:
  %kvs7.t1 = add i32 %kv.tok0, %kvs7.r1
  %kvs7.g1.r64 = sext i32 %kvs7.t1 to i64
  %kvs7.g1.h64 = sext i32 %num_heads_kv to i64
  %kvs7.g1.hh64 = sext i32 %h to i64
  %kvs7.g1.rh = mul nsw i64 %kvs7.g1.r64, %kvs7.g1.h64
  %kvs7.g1.rhh = add nsw i64 %kvs7.g1.rh, %kvs7.g1.hh64
  %kvs7.g1.base = mul i64 %kvs7.g1.rhh, 64
  %kvs7.o1 = add i64 %kvs7.g1.base, %st.c7
  %kvs7.kp1 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs7.o1
  %kvs7.kf1 = extractelement <4 x float> %st.dk7, i32 1
  %kvs7.ks1 = fmul float %kvs7.kf1, %scale
  %kvs7.k1 = fptrunc float %kvs7.ks1 to half
  store half %kvs7.k1, ptr addrspace(1) %kvs7.kp1, align 2
  %kvs7.vp1 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs7.o1
  %kvs7.vf1 = extractelement <4 x float> %st.dv7, i32 1
  %kvs7.v1 = fptrunc float %kvs7.vf1 to half
  store half %kvs7.v1, ptr addrspace(1) %kvs7.vp1, align 2
  br label %kvs.7.2

kvs.7.2:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs7.r2 = add i32 %n0, %kb.row7.2
  %kvs7.ok2 = icmp slt i32 %kvs7.r2, %seqlen_k
  br i1 %kvs7.ok2, label %kvs.7.2.w, label %kvs.7.3

kvs.7.2.w:
  %kvs7.t2 = add i32 %kv.tok0, %kvs7.r2
  %kvs7.g2.r64 = sext i32 %kvs7.t2 to i64
  %kvs7.g2.h64 = sext i32 %num_heads_kv to i64
  %kvs7.g2.hh64 = sext i32 %h to i64
  %kvs7.g2.rh = mul nsw i64 %kvs7.g2.r64, %kvs7.g2.h64
  %kvs7.g2.rhh = add nsw i64 %kvs7.g2.rh, %kvs7.g2.hh64
  %kvs7.g2.base = mul i64 %kvs7.g2.rhh, 64
  %kvs7.o2 = add i64 %kvs7.g2.base, %st.c7
  %kvs7.kp2 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs7.o2
  %kvs7.kf2 = extractelement <4 x float> %st.dk7, i32 2
  %kvs7.ks2 = fmul float %kvs7.kf2, %scale
  %kvs7.k2 = fptrunc float %kvs7.ks2 to half
  store half %kvs7.k2, ptr addrspace(1) %kvs7.kp2, align 2
  %kvs7.vp2 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs7.o2
  %kvs7.vf2 = extractelement <4 x float> %st.dv7, i32 2
  %kvs7.v2 = fptrunc float %kvs7.vf2 to half
  store half %kvs7.v2, ptr addrspace(1) %kvs7.vp2, align 2
  br label %kvs.7.3

kvs.7.3:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs7.r3 = add i32 %n0, %kb.row7.3
  %kvs7.ok3 = icmp slt i32 %kvs7.r3, %seqlen_k
  br i1 %kvs7.ok3, label %kvs.7.3.w, label %kvs.8.0

kvs.7.3.w:
  %kvs7.t3 = add i32 %kv.tok0, %kvs7.r3
  %kvs7.g3.r64 = sext i32 %kvs7.t3 to i64
  %kvs7.g3.h64 = sext i32 %num_heads_kv to i64
  %kvs7.g3.hh64 = sext i32 %h to i64
  %kvs7.g3.rh = mul nsw i64 %kvs7.g3.r64, %kvs7.g3.h64
  %kvs7.g3.rhh = add nsw i64 %kvs7.g3.rh, %kvs7.g3.hh64
  %kvs7.g3.base = mul i64 %kvs7.g3.rhh, 64
  %kvs7.o3 = add i64 %kvs7.g3.base, %st.c7
  %kvs7.kp3 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs7.o3
  %kvs7.kf3 = extractelement <4 x float> %st.dk7, i32 3
  %kvs7.ks3 = fmul float %kvs7.kf3, %scale
  %kvs7.k3 = fptrunc float %kvs7.ks3 to half
  store half %kvs7.k3, ptr addrspace(1) %kvs7.kp3, align 2
  %kvs7.vp3 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs7.o3
  %kvs7.vf3 = extractelement <4 x float> %st.dv7, i32 3
  %kvs7.v3 = fptrunc float %kvs7.vf3 to half
  store half %kvs7.v3, ptr addrspace(1) %kvs7.vp3, align 2
  br label %kvs.8.0

kvs.8.0:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs8.r0 = add i32 %n0, %kb.row8.0
  %kvs8.ok0 = icmp slt i32 %kvs8.r0, %seqlen_k
  br i1 %kvs8.ok0, label %kvs.8.0.w, label %kvs.8.1

kvs.8.0.w:
  %kvs8.t0 = add i32 %kv.tok0, %kvs8.r0
  %kvs8.g0.r64 = sext i32 %kvs8.t0 to i64
  %kvs8.g0.h64 = sext i32 %num_heads_kv to i64
  %kvs8.g0.hh64 = sext i32 %h to i64
  %kvs8.g0.rh = mul nsw i64 %kvs8.g0.r64, %kvs8.g0.h64
  %kvs8.g0.rhh = add nsw i64 %kvs8.g0.rh, %kvs8.g0.hh64
  %kvs8.g0.base = mul i64 %kvs8.g0.rhh, 64
  %kvs8.o0 = add i64 %kvs8.g0.base, %st.c8
  %kvs8.kp0 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs8.o0
  %kvs8.kf0 = extractelement <4 x float> %st.dk8, i32 0
  %kvs8.ks0 = fmul float %kvs8.kf0, %scale
  %kvs8.k0 = fptrunc float %kvs8.ks0 to half
  store half %kvs8.k0, ptr addrspace(1) %kvs8.kp0, align 2
  %kvs8.vp0 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs8.o0
  %kvs8.vf0 = extractelement <4 x float> %st.dv8, i32 0
  %kvs8.v0 = fptrunc float %kvs8.vf0 to half
  store half %kvs8.v0, ptr addrspace(1) %kvs8.vp0, align 2
  br label %kvs.8.1

kvs.8.1:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs8.r1 = add i32 %n0, %kb.row8.1
  %kvs8.ok1 = icmp slt i32 %kvs8.r1, %seqlen_k
  br i1 %kvs8.ok1, label %kvs.8.1.w, label %kvs.8.2

kvs.8.1.w:
  %kvs8.t1 = add i32 %kv.tok0, %kvs8.r1
  %kvs8.g1.r64 = sext i32 %kvs8.t1 to i64
  %kvs8.g1.h64 = sext i32 %num_heads_kv to i64
  %kvs8.g1.hh64 = sext i32 %h to i64
  %kvs8.g1.rh = mul nsw i64 %kvs8.g1.r64, %kvs8.g1.h64
  %kvs8.g1.rhh = add nsw i64 %kvs8.g1.rh, %kvs8.g1.hh64
  %kvs8.g1.base = mul i64 %kvs8.g1.rhh, 64
  %kvs8.o1 = add i64 %kvs8.g1.base, %st.c8
  %kvs8.kp1 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs8.o1
  %kvs8.kf1 = extractelement <4 x float> %st.dk8, i32 1
  %kvs8.ks1 = fmul float %kvs8.kf1, %scale
  %kvs8.k1 = fptrunc float %kvs8.ks1 to half
  store half %kvs8.k1, ptr addrspace(1) %kvs8.kp1, align 2
  %kvs8.vp1 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs8.o1
  %kvs8.vf1 = extractelement <4 x float> %st.dv8, i32 1
  %kvs8.v1 = fptrunc float %kvs8.vf1 to half
  store half %kvs8.v1, ptr addrspace(1) %kvs8.vp1, align 2
  br label %kvs.8.2

kvs.8.2:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs8.r2 = add i32 %n0, %kb.row8.2
  %kvs8.ok2 = icmp slt i32 %kvs8.r2, %seqlen_k
  br i1 %kvs8.ok2, label %kvs.8.2.w, label %kvs.8.3

kvs.8.2.w:
  %kvs8.t2 = add i32 %kv.tok0, %kvs8.r2
  %kvs8.g2.r64 = sext i32 %kvs8.t2 to i64
  %kvs8.g2.h64 = sext i32 %num_heads_kv to i64
  %kvs8.g2.hh64 = sext i32 %h to i64
  %kvs8.g2.rh = mul nsw i64 %kvs8.g2.r64, %kvs8.g2.h64
  %kvs8.g2.rhh = add nsw i64 %kvs8.g2.rh, %kvs8.g2.hh64
  %kvs8.g2.base = mul i64 %kvs8.g2.rhh, 64
  %kvs8.o2 = add i64 %kvs8.g2.base, %st.c8
  %kvs8.kp2 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs8.o2
  %kvs8.kf2 = extractelement <4 x float> %st.dk8, i32 2
  %kvs8.ks2 = fmul float %kvs8.kf2, %scale
  %kvs8.k2 = fptrunc float %kvs8.ks2 to half
  store half %kvs8.k2, ptr addrspace(1) %kvs8.kp2, align 2
  %kvs8.vp2 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs8.o2
  %kvs8.vf2 = extractelement <4 x float> %st.dv8, i32 2
  %kvs8.v2 = fptrunc float %kvs8.vf2 to half
  store half %kvs8.v2, ptr addrspace(1) %kvs8.vp2, align 2
  br label %kvs.8.3

kvs.8.3:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs8.r3 = add i32 %n0, %kb.row8.3
  %kvs8.ok3 = icmp slt i32 %kvs8.r3, %seqlen_k
  br i1 %kvs8.ok3, label %kvs.8.3.w, label %kvs.9.0

kvs.8.3.w:
  %kvs8.t3 = add i32 %kv.tok0, %kvs8.r3
  %kvs8.g3.r64 = sext i32 %kvs8.t3 to i64
  %kvs8.g3.h64 = sext i32 %num_heads_kv to i64
  %kvs8.g3.hh64 = sext i32 %h to i64
  %kvs8.g3.rh = mul nsw i64 %kvs8.g3.r64, %kvs8.g3.h64
  %kvs8.g3.rhh = add nsw i64 %kvs8.g3.rh, %kvs8.g3.hh64
  %kvs8.g3.base = mul i64 %kvs8.g3.rhh, 64
  %kvs8.o3 = add i64 %kvs8.g3.base, %st.c8
  %kvs8.kp3 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs8.o3
  %kvs8.kf3 = extractelement <4 x float> %st.dk8, i32 3
  %kvs8.ks3 = fmul float %kvs8.kf3, %scale
  %kvs8.k3 = fptrunc float %kvs8.ks3 to half
  store half %kvs8.k3, ptr addrspace(1) %kvs8.kp3, align 2
  %kvs8.vp3 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs8.o3
  %kvs8.vf3 = extractelement <4 x float> %st.dv8, i32 3
  %kvs8.v3 = fptrunc float %kvs8.vf3 to half
  store half %kvs8.v3, ptr addrspace(1) %kvs8.vp3, align 2
  br label %kvs.9.0

kvs.9.0:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs9.r0 = add i32 %n0, %kb.row9.0
  %kvs9.ok0 = icmp slt i32 %kvs9.r0, %seqlen_k
  br i1 %kvs9.ok0, label %kvs.9.0.w, label %kvs.9.1

kvs.9.0.w:
  %kvs9.t0 = add i32 %kv.tok0, %kvs9.r0
  %kvs9.g0.r64 = sext i32 %kvs9.t0 to i64
  %kvs9.g0.h64 = sext i32 %num_heads_kv to i64
  %kvs9.g0.hh64 = sext i32 %h to i64
  %kvs9.g0.rh = mul nsw i64 %kvs9.g0.r64, %kvs9.g0.h64
  %kvs9.g0.rhh = add nsw i64 %kvs9.g0.rh, %kvs9.g0.hh64
  %kvs9.g0.base = mul i64 %kvs9.g0.rhh, 64
  %kvs9.o0 = add i64 %kvs9.g0.base, %st.c9
  %kvs9.kp0 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs9.o0
  %kvs9.kf0 = extractelement <4 x float> %st.dk9, i32 0
  %kvs9.ks0 = fmul float %kvs9.kf0, %scale
  %kvs9.k0 = fptrunc float %kvs9.ks0 to half
  store half %kvs9.k0, ptr addrspace(1) %kvs9.kp0, align 2
  %kvs9.vp0 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs9.o0
  %kvs9.vf0 = extractelement <4 x float> %st.dv9, i32 0
  %kvs9.v0 = fptrunc float %kvs9.vf0 to half
  store half %kvs9.v0, ptr addrspace(1) %kvs9.vp0, align 2
  br label %kvs.9.1

kvs.9.1:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs9.r1 = add i32 %n0, %kb.row9.1
  %kvs9.ok1 = icmp slt i32 %kvs9.r1, %seqlen_k
  br i1 %kvs9.ok1, label %kvs.9.1.w, label %kvs.9.2

kvs.9.1.w:
  %kvs9.t1 = add i32 %kv.tok0, %kvs9.r1
  %kvs9.g1.r64 = sext i32 %kvs9.t1 to i64
  %kvs9.g1.h64 = sext i32 %num_heads_kv to i64
  %kvs9.g1.hh64 = sext i32 %h to i64
  %kvs9.g1.rh = mul nsw i64 %kvs9.g1.r64, %kvs9.g1.h64
  %kvs9.g1.rhh = add nsw i64 %kvs9.g1.rh, %kvs9.g1.hh64
  %kvs9.g1.base = mul i64 %kvs9.g1.rhh, 64
  %kvs9.o1 = add i64 %kvs9.g1.base, %st.c9
  %kvs9.kp1 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs9.o1
  %kvs9.kf1 = extractelement <4 x float> %st.dk9, i32 1
  %kvs9.ks1 = fmul float %kvs9.kf1, %scale
  %kvs9.k1 = fptrunc float %kvs9.ks1 to half
  store half %kvs9.k1, ptr addrspace(1) %kvs9.kp1, align 2
  %kvs9.vp1 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs9.o1
  %kvs9.vf1 = extractelement <4 x float> %st.dv9, i32 1
  %kvs9.v1 = fptrunc float %kvs9.vf1 to half
  store half %kvs9.v1, ptr addrspace(1) %kvs9.vp1, align 2
  br label %kvs.9.2

kvs.9.2:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs9.r2 = add i32 %n0, %kb.row9.2
  %kvs9.ok2 = icmp slt i32 %kvs9.r2, %seqlen_k
  br i1 %kvs9.ok2, label %kvs.9.2.w, label %kvs.9.3

kvs.9.2.w:
  %kvs9.t2 = add i32 %kv.tok0, %kvs9.r2
  %kvs9.g2.r64 = sext i32 %kvs9.t2 to i64
  %kvs9.g2.h64 = sext i32 %num_heads_kv to i64
  %kvs9.g2.hh64 = sext i32 %h to i64
  %kvs9.g2.rh = mul nsw i64 %kvs9.g2.r64, %kvs9.g2.h64
  %kvs9.g2.rhh = add nsw i64 %kvs9.g2.rh, %kvs9.g2.hh64
  %kvs9.g2.base = mul i64 %kvs9.g2.rhh, 64
  %kvs9.o2 = add i64 %kvs9.g2.base, %st.c9
  %kvs9.kp2 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs9.o2
  %kvs9.kf2 = extractelement <4 x float> %st.dk9, i32 2
  %kvs9.ks2 = fmul float %kvs9.kf2, %scale
  %kvs9.k2 = fptrunc float %kvs9.ks2 to half
  store half %kvs9.k2, ptr addrspace(1) %kvs9.kp2, align 2
  %kvs9.vp2 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs9.o2
  %kvs9.vf2 = extractelement <4 x float> %st.dv9, i32 2
  %kvs9.v2 = fptrunc float %kvs9.vf2 to half
  store half %kvs9.v2, ptr addrspace(1) %kvs9.vp2, align 2
  br label %kvs.9.3

kvs.9.3:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs9.r3 = add i32 %n0, %kb.row9.3
  %kvs9.ok3 = icmp slt i32 %kvs9.r3, %seqlen_k
  br i1 %kvs9.ok3, label %kvs.9.3.w, label %kvs.10.0

kvs.9.3.w:
  %kvs9.t3 = add i32 %kv.tok0, %kvs9.r3
  %kvs9.g3.r64 = sext i32 %kvs9.t3 to i64
  %kvs9.g3.h64 = sext i32 %num_heads_kv to i64
  %kvs9.g3.hh64 = sext i32 %h to i64
  %kvs9.g3.rh = mul nsw i64 %kvs9.g3.r64, %kvs9.g3.h64
  %kvs9.g3.rhh = add nsw i64 %kvs9.g3.rh, %kvs9.g3.hh64
  %kvs9.g3.base = mul i64 %kvs9.g3.rhh, 64
  %kvs9.o3 = add i64 %kvs9.g3.base, %st.c9
  %kvs9.kp3 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs9.o3
  %kvs9.kf3 = extractelement <4 x float> %st.dk9, i32 3
  %kvs9.ks3 = fmul float %kvs9.kf3, %scale
  %kvs9.k3 = fptrunc float %kvs9.ks3 to half
  store half %kvs9.k3, ptr addrspace(1) %kvs9.kp3, align 2
  %kvs9.vp3 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs9.o3
  %kvs9.vf3 = extractelement <4 x float> %st.dv9, i32 3
  %kvs9.v3 = fptrunc float %kvs9.vf3 to half
  store half %kvs9.v3, ptr addrspace(1) %kvs9.vp3, align 2
  br label %kvs.10.0

kvs.10.0:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs10.r0 = add i32 %n0, %kb.row10.0
  %kvs10.ok0 = icmp slt i32 %kvs10.r0, %seqlen_k
  br i1 %kvs10.ok0, label %kvs.10.0.w, label %kvs.10.1

kvs.10.0.w:
  %kvs10.t0 = add i32 %kv.tok0, %kvs10.r0
  %kvs10.g0.r64 = sext i32 %kvs10.t0 to i64
  %kvs10.g0.h64 = sext i32 %num_heads_kv to i64
  %kvs10.g0.hh64 = sext i32 %h to i64
  %kvs10.g0.rh = mul nsw i64 %kvs10.g0.r64, %kvs10.g0.h64
  %kvs10.g0.rhh = add nsw i64 %kvs10.g0.rh, %kvs10.g0.hh64
  %kvs10.g0.base = mul i64 %kvs10.g0.rhh, 64
  %kvs10.o0 = add i64 %kvs10.g0.base, %st.c10
  %kvs10.kp0 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs10.o0
  %kvs10.kf0 = extractelement <4 x float> %st.dk10, i32 0
  %kvs10.ks0 = fmul float %kvs10.kf0, %scale
  %kvs10.k0 = fptrunc float %kvs10.ks0 to half
  store half %kvs10.k0, ptr addrspace(1) %kvs10.kp0, align 2
  %kvs10.vp0 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs10.o0
  %kvs10.vf0 = extractelement <4 x float> %st.dv10, i32 0
  %kvs10.v0 = fptrunc float %kvs10.vf0 to half
  store half %kvs10.v0, ptr addrspace(1) %kvs10.vp0, align 2
  br label %kvs.10.1

kvs.10.1:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs10.r1 = add i32 %n0, %kb.row10.1
  %kvs10.ok1 = icmp slt i32 %kvs10.r1, %seqlen_k
  br i1 %kvs10.ok1, label %kvs.10.1.w, label %kvs.10.2

kvs.10.1.w:
  %kvs10.t1 = add i32 %kv.tok0, %kvs10.r1
  %kvs10.g1.r64 = sext i32 %kvs10.t1 to i64
  %kvs10.g1.h64 = sext i32 %num_heads_kv to i64
  %kvs10.g1.hh64 = sext i32 %h to i64
  %kvs10.g1.rh = mul nsw i64 %kvs10.g1.r64, %kvs10.g1.h64
  %kvs10.g1.rhh = add nsw i64 %kvs10.g1.rh, %kvs10.g1.hh64
  %kvs10.g1.base = mul i64 %kvs10.g1.rhh, 64
  %kvs10.o1 = add i64 %kvs10.g1.base, %st.c10
  %kvs10.kp1 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs10.o1
  %kvs10.kf1 = extractelement <4 x float> %st.dk10, i32 1
  %kvs10.ks1 = fmul float %kvs10.kf1, %scale
  %kvs10.k1 = fptrunc float %kvs10.ks1 to half
  store half %kvs10.k1, ptr addrspace(1) %kvs10.kp1, align 2
  %kvs10.vp1 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs10.o1
  %kvs10.vf1 = extractelement <4 x float> %st.dv10, i32 1
  %kvs10.v1 = fptrunc float %kvs10.vf1 to half
  store half %kvs10.v1, ptr addrspace(1) %kvs10.vp1, align 2
  br label %kvs.10.2

kvs.10.2:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs10.r2 = add i32 %n0, %kb.row10.2
  %kvs10.ok2 = icmp slt i32 %kvs10.r2, %seqlen_k
  br i1 %kvs10.ok2, label %kvs.10.2.w, label %kvs.10.3

kvs.10.2.w:
  %kvs10.t2 = add i32 %kv.tok0, %kvs10.r2
  %kvs10.g2.r64 = sext i32 %kvs10.t2 to i64
  %kvs10.g2.h64 = sext i32 %num_heads_kv to i64
  %kvs10.g2.hh64 = sext i32 %h to i64
  %kvs10.g2.rh = mul nsw i64 %kvs10.g2.r64, %kvs10.g2.h64
  %kvs10.g2.rhh = add nsw i64 %kvs10.g2.rh, %kvs10.g2.hh64
  %kvs10.g2.base = mul i64 %kvs10.g2.rhh, 64
  %kvs10.o2 = add i64 %kvs10.g2.base, %st.c10
  %kvs10.kp2 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs10.o2
  %kvs10.kf2 = extractelement <4 x float> %st.dk10, i32 2
  %kvs10.ks2 = fmul float %kvs10.kf2, %scale
  %kvs10.k2 = fptrunc float %kvs10.ks2 to half
  store half %kvs10.k2, ptr addrspace(1) %kvs10.kp2, align 2
  %kvs10.vp2 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs10.o2
  %kvs10.vf2 = extractelement <4 x float> %st.dv10, i32 2
  %kvs10.v2 = fptrunc float %kvs10.vf2 to half
  store half %kvs10.v2, ptr addrspace(1) %kvs10.vp2, align 2
  br label %kvs.10.3

kvs.10.3:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs10.r3 = add i32 %n0, %kb.row10.3
  %kvs10.ok3 = icmp slt i32 %kvs10.r3, %seqlen_k
  br i1 %kvs10.ok3, label %kvs.10.3.w, label %kvs.11.0

kvs.10.3.w:
  %kvs10.t3 = add i32 %kv.tok0, %kvs10.r3
  %kvs10.g3.r64 = sext i32 %kvs10.t3 to i64
  %kvs10.g3.h64 = sext i32 %num_heads_kv to i64
  %kvs10.g3.hh64 = sext i32 %h to i64
  %kvs10.g3.rh = mul nsw i64 %kvs10.g3.r64, %kvs10.g3.h64
  %kvs10.g3.rhh = add nsw i64 %kvs10.g3.rh, %kvs10.g3.hh64
  %kvs10.g3.base = mul i64 %kvs10.g3.rhh, 64
  %kvs10.o3 = add i64 %kvs10.g3.base, %st.c10
  %kvs10.kp3 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs10.o3
  %kvs10.kf3 = extractelement <4 x float> %st.dk10, i32 3
  %kvs10.ks3 = fmul float %kvs10.kf3, %scale
  %kvs10.k3 = fptrunc float %kvs10.ks3 to half
  store half %kvs10.k3, ptr addrspace(1) %kvs10.kp3, align 2
  %kvs10.vp3 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs10.o3
  %kvs10.vf3 = extractelement <4 x float> %st.dv10, i32 3
  %kvs10.v3 = fptrunc float %kvs10.vf3 to half
  store half %kvs10.v3, ptr addrspace(1) %kvs10.vp3, align 2
  br label %kvs.11.0

kvs.11.0:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs11.r0 = add i32 %n0, %kb.row11.0
  %kvs11.ok0 = icmp slt i32 %kvs11.r0, %seqlen_k
  br i1 %kvs11.ok0, label %kvs.11.0.w, label %kvs.11.1

kvs.11.0.w:
  %kvs11.t0 = add i32 %kv.tok0, %kvs11.r0
  %kvs11.g0.r64 = sext i32 %kvs11.t0 to i64
  %kvs11.g0.h64 = sext i32 %num_heads_kv to i64
  %kvs11.g0.hh64 = sext i32 %h to i64
  %kvs11.g0.rh = mul nsw i64 %kvs11.g0.r64, %kvs11.g0.h64
  %kvs11.g0.rhh = add nsw i64 %kvs11.g0.rh, %kvs11.g0.hh64
  %kvs11.g0.base = mul i64 %kvs11.g0.rhh, 64
  %kvs11.o0 = add i64 %kvs11.g0.base, %st.c11
  %kvs11.kp0 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs11.o0
  %kvs11.kf0 = extractelement <4 x float> %st.dk11, i32 0
  %kvs11.ks0 = fmul float %kvs11.kf0, %scale
  %kvs11.k0 = fptrunc float %kvs11.ks0 to half
  store half %kvs11.k0, ptr addrspace(1) %kvs11.kp0, align 2
  %kvs11.vp0 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs11.o0
  %kvs11.vf0 = extractelement <4 x float> %st.dv11, i32 0
  %kvs11.v0 = fptrunc float %kvs11.vf0 to half
  store half %kvs11.v0, ptr addrspace(1) %kvs11.vp0, align 2
  br label %kvs.11.1

kvs.11.1:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs11.r1 = add i32 %n0, %kb.row11.1
  %kvs11.ok1 = icmp slt i32 %kvs11.r1, %seqlen_k
  br i1 %kvs11.ok1, label %kvs.11.1.w, label %kvs.11.2

kvs.11.1.w:
  %kvs11.t1 = add i32 %kv.tok0, %kvs11.r1
  %kvs11.g1.r64 = sext i32 %kvs11.t1 to i64
  %kvs11.g1.h64 = sext i32 %num_heads_kv to i64
  %kvs11.g1.hh64 = sext i32 %h to i64
  %kvs11.g1.rh = mul nsw i64 %kvs11.g1.r64, %kvs11.g1.h64
  %kvs11.g1.rhh = add nsw i64 %kvs11.g1.rh, %kvs11.g1.hh64
  %kvs11.g1.base = mul i64 %kvs11.g1.rhh, 64
  %kvs11.o1 = add i64 %kvs11.g1.base, %st.c11
  %kvs11.kp1 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs11.o1
  %kvs11.kf1 = extractelement <4 x float> %st.dk11, i32 1
  %kvs11.ks1 = fmul float %kvs11.kf1, %scale
  %kvs11.k1 = fptrunc float %kvs11.ks1 to half
  store half %kvs11.k1, ptr addrspace(1) %kvs11.kp1, align 2
  %kvs11.vp1 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs11.o1
  %kvs11.vf1 = extractelement <4 x float> %st.dv11, i32 1
  %kvs11.v1 = fptrunc float %kvs11.vf1 to half
  store half %kvs11.v1, ptr addrspace(1) %kvs11.vp1, align 2
  br label %kvs.11.2

kvs.11.2:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs11.r2 = add i32 %n0, %kb.row11.2
  %kvs11.ok2 = icmp slt i32 %kvs11.r2, %seqlen_k
  br i1 %kvs11.ok2, label %kvs.11.2.w, label %kvs.11.3

kvs.11.2.w:
  %kvs11.t2 = add i32 %kv.tok0, %kvs11.r2
  %kvs11.g2.r64 = sext i32 %kvs11.t2 to i64
  %kvs11.g2.h64 = sext i32 %num_heads_kv to i64
  %kvs11.g2.hh64 = sext i32 %h to i64
  %kvs11.g2.rh = mul nsw i64 %kvs11.g2.r64, %kvs11.g2.h64
  %kvs11.g2.rhh = add nsw i64 %kvs11.g2.rh, %kvs11.g2.hh64
  %kvs11.g2.base = mul i64 %kvs11.g2.rhh, 64
  %kvs11.o2 = add i64 %kvs11.g2.base, %st.c11
  %kvs11.kp2 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs11.o2
  %kvs11.kf2 = extractelement <4 x float> %st.dk11, i32 2
  %kvs11.ks2 = fmul float %kvs11.kf2, %scale
  %kvs11.k2 = fptrunc float %kvs11.ks2 to half
  store half %kvs11.k2, ptr addrspace(1) %kvs11.kp2, align 2
  %kvs11.vp2 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs11.o2
  %kvs11.vf2 = extractelement <4 x float> %st.dv11, i32 2
  %kvs11.v2 = fptrunc float %kvs11.vf2 to half
  store half %kvs11.v2, ptr addrspace(1) %kvs11.vp2, align 2
  br label %kvs.11.3

kvs.11.3:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs11.r3 = add i32 %n0, %kb.row11.3
  %kvs11.ok3 = icmp slt i32 %kvs11.r3, %seqlen_k
  br i1 %kvs11.ok3, label %kvs.11.3.w, label %kvs.12.0

kvs.11.3.w:
  %kvs11.t3 = add i32 %kv.tok0, %kvs11.r3
  %kvs11.g3.r64 = sext i32 %kvs11.t3 to i64
  %kvs11.g3.h64 = sext i32 %num_heads_kv to i64
  %kvs11.g3.hh64 = sext i32 %h to i64
  %kvs11.g3.rh = mul nsw i64 %kvs11.g3.r64, %kvs11.g3.h64
  %kvs11.g3.rhh = add nsw i64 %kvs11.g3.rh, %kvs11.g3.hh64
  %kvs11.g3.base = mul i64 %kvs11.g3.rhh, 64
  %kvs11.o3 = add i64 %kvs11.g3.base, %st.c11
  %kvs11.kp3 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs11.o3
  %kvs11.kf3 = extractelement <4 x float> %st.dk11, i32 3
  %kvs11.ks3 = fmul float %kvs11.kf3, %scale
  %kvs11.k3 = fptrunc float %kvs11.ks3 to half
  store half %kvs11.k3, ptr addrspace(1) %kvs11.kp3, align 2
  %kvs11.vp3 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs11.o3
  %kvs11.vf3 = extractelement <4 x float> %st.dv11, i32 3
  %kvs11.v3 = fptrunc float %kvs11.vf3 to half
  store half %kvs11.v3, ptr addrspace(1) %kvs11.vp3, align 2
  br label %kvs.12.0

kvs.12.0:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs12.r0 = add i32 %n0, %kb.row12.0
  %kvs12.ok0 = icmp slt i32 %kvs12.r0, %seqlen_k
  br i1 %kvs12.ok0, label %kvs.12.0.w, label %kvs.12.1

kvs.12.0.w:
  %kvs12.t0 = add i32 %kv.tok0, %kvs12.r0
  %kvs12.g0.r64 = sext i32 %kvs12.t0 to i64
  %kvs12.g0.h64 = sext i32 %num_heads_kv to i64
  %kvs12.g0.hh64 = sext i32 %h to i64
  %kvs12.g0.rh = mul nsw i64 %kvs12.g0.r64, %kvs12.g0.h64
  %kvs12.g0.rhh = add nsw i64 %kvs12.g0.rh, %kvs12.g0.hh64
  %kvs12.g0.base = mul i64 %kvs12.g0.rhh, 64
  %kvs12.o0 = add i64 %kvs12.g0.base, %st.c12
  %kvs12.kp0 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs12.o0
  %kvs12.kf0 = extractelement <4 x float> %st.dk12, i32 0
  %kvs12.ks0 = fmul float %kvs12.kf0, %scale
  %kvs12.k0 = fptrunc float %kvs12.ks0 to half
  store half %kvs12.k0, ptr addrspace(1) %kvs12.kp0, align 2
  %kvs12.vp0 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs12.o0
  %kvs12.vf0 = extractelement <4 x float> %st.dv12, i32 0
  %kvs12.v0 = fptrunc float %kvs12.vf0 to half
  store half %kvs12.v0, ptr addrspace(1) %kvs12.vp0, align 2
  br label %kvs.12.1

kvs.12.1:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs12.r1 = add i32 %n0, %kb.row12.1
  %kvs12.ok1 = icmp slt i32 %kvs12.r1, %seqlen_k
  br i1 %kvs12.ok1, label %kvs.12.1.w, label %kvs.12.2

kvs.12.1.w:
  %kvs12.t1 = add i32 %kv.tok0, %kvs12.r1
  %kvs12.g1.r64 = sext i32 %kvs12.t1 to i64
  %kvs12.g1.h64 = sext i32 %num_heads_kv to i64
  %kvs12.g1.hh64 = sext i32 %h to i64
  %kvs12.g1.rh = mul nsw i64 %kvs12.g1.r64, %kvs12.g1.h64
  %kvs12.g1.rhh = add nsw i64 %kvs12.g1.rh, %kvs12.g1.hh64
  %kvs12.g1.base = mul i64 %kvs12.g1.rhh, 64
  %kvs12.o1 = add i64 %kvs12.g1.base, %st.c12
  %kvs12.kp1 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs12.o1
  %kvs12.kf1 = extractelement <4 x float> %st.dk12, i32 1
  %kvs12.ks1 = fmul float %kvs12.kf1, %scale
  %kvs12.k1 = fptrunc float %kvs12.ks1 to half
  store half %kvs12.k1, ptr addrspace(1) %kvs12.kp1, align 2
  %kvs12.vp1 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs12.o1
  %kvs12.vf1 = extractelement <4 x float> %st.dv12, i32 1
  %kvs12.v1 = fptrunc float %kvs12.vf1 to half
  store half %kvs12.v1, ptr addrspace(1) %kvs12.vp1, align 2
  br label %kvs.12.2

kvs.12.2:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs12.r2 = add i32 %n0, %kb.row12.2
  %kvs12.ok2 = icmp slt i32 %kvs12.r2, %seqlen_k
  br i1 %kvs12.ok2, label %kvs.12.2.w, label %kvs.12.3

kvs.12.2.w:
  %kvs12.t2 = add i32 %kv.tok0, %kvs12.r2
  %kvs12.g2.r64 = sext i32 %kvs12.t2 to i64
  %kvs12.g2.h64 = sext i32 %num_heads_kv to i64
  %kvs12.g2.hh64 = sext i32 %h to i64
  %kvs12.g2.rh = mul nsw i64 %kvs12.g2.r64, %kvs12.g2.h64
  %kvs12.g2.rhh = add nsw i64 %kvs12.g2.rh, %kvs12.g2.hh64
  %kvs12.g2.base = mul i64 %kvs12.g2.rhh, 64
  %kvs12.o2 = add i64 %kvs12.g2.base, %st.c12
  %kvs12.kp2 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs12.o2
  %kvs12.kf2 = extractelement <4 x float> %st.dk12, i32 2
  %kvs12.ks2 = fmul float %kvs12.kf2, %scale
  %kvs12.k2 = fptrunc float %kvs12.ks2 to half
  store half %kvs12.k2, ptr addrspace(1) %kvs12.kp2, align 2
  %kvs12.vp2 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs12.o2
  %kvs12.vf2 = extractelement <4 x float> %st.dv12, i32 2
  %kvs12.v2 = fptrunc float %kvs12.vf2 to half
  store half %kvs12.v2, ptr addrspace(1) %kvs12.vp2, align 2
  br label %kvs.12.3

kvs.12.3:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs12.r3 = add i32 %n0, %kb.row12.3
  %kvs12.ok3 = icmp slt i32 %kvs12.r3, %seqlen_k
  br i1 %kvs12.ok3, label %kvs.12.3.w, label %kvs.13.0

kvs.12.3.w:
  %kvs12.t3 = add i32 %kv.tok0, %kvs12.r3
  %kvs12.g3.r64 = sext i32 %kvs12.t3 to i64
  %kvs12.g3.h64 = sext i32 %num_heads_kv to i64
  %kvs12.g3.hh64 = sext i32 %h to i64
  %kvs12.g3.rh = mul nsw i64 %kvs12.g3.r64, %kvs12.g3.h64
  %kvs12.g3.rhh = add nsw i64 %kvs12.g3.rh, %kvs12.g3.hh64
  %kvs12.g3.base = mul i64 %kvs12.g3.rhh, 64
  %kvs12.o3 = add i64 %kvs12.g3.base, %st.c12
  %kvs12.kp3 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs12.o3
  %kvs12.kf3 = extractelement <4 x float> %st.dk12, i32 3
  %kvs12.ks3 = fmul float %kvs12.kf3, %scale
  %kvs12.k3 = fptrunc float %kvs12.ks3 to half
  store half %kvs12.k3, ptr addrspace(1) %kvs12.kp3, align 2
  %kvs12.vp3 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs12.o3
  %kvs12.vf3 = extractelement <4 x float> %st.dv12, i32 3
  %kvs12.v3 = fptrunc float %kvs12.vf3 to half
  store half %kvs12.v3, ptr addrspace(1) %kvs12.vp3, align 2
  br label %kvs.13.0

kvs.13.0:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs13.r0 = add i32 %n0, %kb.row13.0
  %kvs13.ok0 = icmp slt i32 %kvs13.r0, %seqlen_k
  br i1 %kvs13.ok0, label %kvs.13.0.w, label %kvs.13.1

kvs.13.0.w:
  %kvs13.t0 = add i32 %kv.tok0, %kvs13.r0
  %kvs13.g0.r64 = sext i32 %kvs13.t0 to i64
  %kvs13.g0.h64 = sext i32 %num_heads_kv to i64
  %kvs13.g0.hh64 = sext i32 %h to i64
  %kvs13.g0.rh = mul nsw i64 %kvs13.g0.r64, %kvs13.g0.h64
  %kvs13.g0.rhh = add nsw i64 %kvs13.g0.rh, %kvs13.g0.hh64
  %kvs13.g0.base = mul i64 %kvs13.g0.rhh, 64
  %kvs13.o0 = add i64 %kvs13.g0.base, %st.c13
  %kvs13.kp0 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs13.o0
  %kvs13.kf0 = extractelement <4 x float> %st.dk13, i32 0
  %kvs13.ks0 = fmul float %kvs13.kf0, %scale
  %kvs13.k0 = fptrunc float %kvs13.ks0 to half
  store half %kvs13.k0, ptr addrspace(1) %kvs13.kp0, align 2
  %kvs13.vp0 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs13.o0
  %kvs13.vf0 = extractelement <4 x float> %st.dv13, i32 0
  %kvs13.v0 = fptrunc float %kvs13.vf0 to half
  store half %kvs13.v0, ptr addrspace(1) %kvs13.vp0, align 2
  br label %kvs.13.1

kvs.13.1:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs13.r1 = add i32 %n0, %kb.row13.1
  %kvs13.ok1 = icmp slt i32 %kvs13.r1, %seqlen_k
  br i1 %kvs13.ok1, label %kvs.13.1.w, label %kvs.13.2

kvs.13.1.w:
  %kvs13.t1 = add i32 %kv.tok0, %kvs13.r1
  %kvs13.g1.r64 = sext i32 %kvs13.t1 to i64
  %kvs13.g1.h64 = sext i32 %num_heads_kv to i64
  %kvs13.g1.hh64 = sext i32 %h to i64
  %kvs13.g1.rh = mul nsw i64 %kvs13.g1.r64, %kvs13.g1.h64
  %kvs13.g1.rhh = add nsw i64 %kvs13.g1.rh, %kvs13.g1.hh64
  %kvs13.g1.base = mul i64 %kvs13.g1.rhh, 64
  %kvs13.o1 = add i64 %kvs13.g1.base, %st.c13
  %kvs13.kp1 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs13.o1
  %kvs13.kf1 = extractelement <4 x float> %st.dk13, i32 1
  %kvs13.ks1 = fmul float %kvs13.kf1, %scale
  %kvs13.k1 = fptrunc float %kvs13.ks1 to half
  store half %kvs13.k1, ptr addrspace(1) %kvs13.kp1, align 2
  %kvs13.vp1 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs13.o1
  %kvs13.vf1 = extractelement <4 x float> %st.dv13, i32 1
  %kvs13.v1 = fptrunc float %kvs13.vf1 to half
  store half %kvs13.v1, ptr addrspace(1) %kvs13.vp1, align 2
  br label %kvs.13.2

kvs.13.2:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs13.r2 = add i32 %n0, %kb.row13.2
  %kvs13.ok2 = icmp slt i32 %kvs13.r2, %seqlen_k
  br i1 %kvs13.ok2, label %kvs.13.2.w, label %kvs.13.3

kvs.13.2.w:
  %kvs13.t2 = add i32 %kv.tok0, %kvs13.r2
  %kvs13.g2.r64 = sext i32 %kvs13.t2 to i64
  %kvs13.g2.h64 = sext i32 %num_heads_kv to i64
  %kvs13.g2.hh64 = sext i32 %h to i64
  %kvs13.g2.rh = mul nsw i64 %kvs13.g2.r64, %kvs13.g2.h64
  %kvs13.g2.rhh = add nsw i64 %kvs13.g2.rh, %kvs13.g2.hh64
  %kvs13.g2.base = mul i64 %kvs13.g2.rhh, 64
  %kvs13.o2 = add i64 %kvs13.g2.base, %st.c13
  %kvs13.kp2 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs13.o2
  %kvs13.kf2 = extractelement <4 x float> %st.dk13, i32 2
  %kvs13.ks2 = fmul float %kvs13.kf2, %scale
  %kvs13.k2 = fptrunc float %kvs13.ks2 to half
  store half %kvs13.k2, ptr addrspace(1) %kvs13.kp2, align 2
  %kvs13.vp2 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs13.o2
  %kvs13.vf2 = extractelement <4 x float> %st.dv13, i32 2
  %kvs13.v2 = fptrunc float %kvs13.vf2 to half
  store half %kvs13.v2, ptr addrspace(1) %kvs13.vp2, align 2
  br label %kvs.13.3

kvs.13.3:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs13.r3 = add i32 %n0, %kb.row13.3
  %kvs13.ok3 = icmp slt i32 %kvs13.r3, %seqlen_k
  br i1 %kvs13.ok3, label %kvs.13.3.w, label %kvs.14.0

kvs.13.3.w:
  %kvs13.t3 = add i32 %kv.tok0, %kvs13.r3
  %kvs13.g3.r64 = sext i32 %kvs13.t3 to i64
  %kvs13.g3.h64 = sext i32 %num_heads_kv to i64
  %kvs13.g3.hh64 = sext i32 %h to i64
  %kvs13.g3.rh = mul nsw i64 %kvs13.g3.r64, %kvs13.g3.h64
  %kvs13.g3.rhh = add nsw i64 %kvs13.g3.rh, %kvs13.g3.hh64
  %kvs13.g3.base = mul i64 %kvs13.g3.rhh, 64
  %kvs13.o3 = add i64 %kvs13.g3.base, %st.c13
  %kvs13.kp3 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs13.o3
  %kvs13.kf3 = extractelement <4 x float> %st.dk13, i32 3
  %kvs13.ks3 = fmul float %kvs13.kf3, %scale
  %kvs13.k3 = fptrunc float %kvs13.ks3 to half
  store half %kvs13.k3, ptr addrspace(1) %kvs13.kp3, align 2
  %kvs13.vp3 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs13.o3
  %kvs13.vf3 = extractelement <4 x float> %st.dv13, i32 3
  %kvs13.v3 = fptrunc float %kvs13.vf3 to half
  store half %kvs13.v3, ptr addrspace(1) %kvs13.vp3, align 2
  br label %kvs.14.0

kvs.14.0:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs14.r0 = add i32 %n0, %kb.row14.0
  %kvs14.ok0 = icmp slt i32 %kvs14.r0, %seqlen_k
  br i1 %kvs14.ok0, label %kvs.14.0.w, label %kvs.14.1

kvs.14.0.w:
  %kvs14.t0 = add i32 %kv.tok0, %kvs14.r0
  %kvs14.g0.r64 = sext i32 %kvs14.t0 to i64
  %kvs14.g0.h64 = sext i32 %num_heads_kv to i64
  %kvs14.g0.hh64 = sext i32 %h to i64
  %kvs14.g0.rh = mul nsw i64 %kvs14.g0.r64, %kvs14.g0.h64
  %kvs14.g0.rhh = add nsw i64 %kvs14.g0.rh, %kvs14.g0.hh64
  %kvs14.g0.base = mul i64 %kvs14.g0.rhh, 64
  %kvs14.o0 = add i64 %kvs14.g0.base, %st.c14
  %kvs14.kp0 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs14.o0
  %kvs14.kf0 = extractelement <4 x float> %st.dk14, i32 0
  %kvs14.ks0 = fmul float %kvs14.kf0, %scale
  %kvs14.k0 = fptrunc float %kvs14.ks0 to half
  store half %kvs14.k0, ptr addrspace(1) %kvs14.kp0, align 2
  %kvs14.vp0 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs14.o0
  %kvs14.vf0 = extractelement <4 x float> %st.dv14, i32 0
  %kvs14.v0 = fptrunc float %kvs14.vf0 to half
  store half %kvs14.v0, ptr addrspace(1) %kvs14.vp0, align 2
  br label %kvs.14.1

kvs.14.1:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs14.r1 = add i32 %n0, %kb.row14.1
  %kvs14.ok1 = icmp slt i32 %kvs14.r1, %seqlen_k
  br i1 %kvs14.ok1, label %kvs.14.1.w, label %kvs.14.2

kvs.14.1.w:
  %kvs14.t1 = add i32 %kv.tok0, %kvs14.r1
  %kvs14.g1.r64 = sext i32 %kvs14.t1 to i64
  %kvs14.g1.h64 = sext i32 %num_heads_kv to i64
  %kvs14.g1.hh64 = sext i32 %h to i64
  %kvs14.g1.rh = mul nsw i64 %kvs14.g1.r64, %kvs14.g1.h64
  %kvs14.g1.rhh = add nsw i64 %kvs14.g1.rh, %kvs14.g1.hh64
  %kvs14.g1.base = mul i64 %kvs14.g1.rhh, 64
  %kvs14.o1 = add i64 %kvs14.g1.base, %st.c14
  %kvs14.kp1 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs14.o1
  %kvs14.kf1 = extractelement <4 x float> %st.dk14, i32 1
  %kvs14.ks1 = fmul float %kvs14.kf1, %scale
  %kvs14.k1 = fptrunc float %kvs14.ks1 to half
  store half %kvs14.k1, ptr addrspace(1) %kvs14.kp1, align 2
  %kvs14.vp1 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs14.o1
  %kvs14.vf1 = extractelement <4 x float> %st.dv14, i32 1
  %kvs14.v1 = fptrunc float %kvs14.vf1 to half
  store half %kvs14.v1, ptr addrspace(1) %kvs14.vp1, align 2
  br label %kvs.14.2

kvs.14.2:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs14.r2 = add i32 %n0, %kb.row14.2
  %kvs14.ok2 = icmp slt i32 %kvs14.r2, %seqlen_k
  br i1 %kvs14.ok2, label %kvs.14.2.w, label %kvs.14.3

kvs.14.2.w:
  %kvs14.t2 = add i32 %kv.tok0, %kvs14.r2
  %kvs14.g2.r64 = sext i32 %kvs14.t2 to i64
  %kvs14.g2.h64 = sext i32 %num_heads_kv to i64
  %kvs14.g2.hh64 = sext i32 %h to i64
  %kvs14.g2.rh = mul nsw i64 %kvs14.g2.r64, %kvs14.g2.h64
  %kvs14.g2.rhh = add nsw i64 %kvs14.g2.rh, %kvs14.g2.hh64
  %kvs14.g2.base = mul i64 %kvs14.g2.rhh, 64
  %kvs14.o2 = add i64 %kvs14.g2.base, %st.c14
  %kvs14.kp2 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs14.o2
  %kvs14.kf2 = extractelement <4 x float> %st.dk14, i32 2
  %kvs14.ks2 = fmul float %kvs14.kf2, %scale
  %kvs14.k2 = fptrunc float %kvs14.ks2 to half
  store half %kvs14.k2, ptr addrspace(1) %kvs14.kp2, align 2
  %kvs14.vp2 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs14.o2
  %kvs14.vf2 = extractelement <4 x float> %st.dv14, i32 2
  %kvs14.v2 = fptrunc float %kvs14.vf2 to half
  store half %kvs14.v2, ptr addrspace(1) %kvs14.vp2, align 2
  br label %kvs.14.3

kvs.14.3:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs14.r3 = add i32 %n0, %kb.row14.3
  %kvs14.ok3 = icmp slt i32 %kvs14.r3, %seqlen_k
  br i1 %kvs14.ok3, label %kvs.14.3.w, label %kvs.15.0

kvs.14.3.w:
  %kvs14.t3 = add i32 %kv.tok0, %kvs14.r3
  %kvs14.g3.r64 = sext i32 %kvs14.t3 to i64
  %kvs14.g3.h64 = sext i32 %num_heads_kv to i64
  %kvs14.g3.hh64 = sext i32 %h to i64
  %kvs14.g3.rh = mul nsw i64 %kvs14.g3.r64, %kvs14.g3.h64
  %kvs14.g3.rhh = add nsw i64 %kvs14.g3.rh, %kvs14.g3.hh64
  %kvs14.g3.base = mul i64 %kvs14.g3.rhh, 64
  %kvs14.o3 = add i64 %kvs14.g3.base, %st.c14
  %kvs14.kp3 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs14.o3
  %kvs14.kf3 = extractelement <4 x float> %st.dk14, i32 3
  %kvs14.ks3 = fmul float %kvs14.kf3, %scale
  %kvs14.k3 = fptrunc float %kvs14.ks3 to half
  store half %kvs14.k3, ptr addrspace(1) %kvs14.kp3, align 2
  %kvs14.vp3 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs14.o3
  %kvs14.vf3 = extractelement <4 x float> %st.dv14, i32 3
  %kvs14.v3 = fptrunc float %kvs14.vf3 to half
  store half %kvs14.v3, ptr addrspace(1) %kvs14.vp3, align 2
  br label %kvs.15.0

kvs.15.0:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs15.r0 = add i32 %n0, %kb.row15.0
  %kvs15.ok0 = icmp slt i32 %kvs15.r0, %seqlen_k
  br i1 %kvs15.ok0, label %kvs.15.0.w, label %kvs.15.1

kvs.15.0.w:
  %kvs15.t0 = add i32 %kv.tok0, %kvs15.r0
  %kvs15.g0.r64 = sext i32 %kvs15.t0 to i64
  %kvs15.g0.h64 = sext i32 %num_heads_kv to i64
  %kvs15.g0.hh64 = sext i32 %h to i64
  %kvs15.g0.rh = mul nsw i64 %kvs15.g0.r64, %kvs15.g0.h64
  %kvs15.g0.rhh = add nsw i64 %kvs15.g0.rh, %kvs15.g0.hh64
  %kvs15.g0.base = mul i64 %kvs15.g0.rhh, 64
  %kvs15.o0 = add i64 %kvs15.g0.base, %st.c15
  %kvs15.kp0 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs15.o0
  %kvs15.kf0 = extractelement <4 x float> %st.dk15, i32 0
  %kvs15.ks0 = fmul float %kvs15.kf0, %scale
  %kvs15.k0 = fptrunc float %kvs15.ks0 to half
  store half %kvs15.k0, ptr addrspace(1) %kvs15.kp0, align 2
  %kvs15.vp0 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs15.o0
  %kvs15.vf0 = extractelement <4 x float> %st.dv15, i32 0
  %kvs15.v0 = fptrunc float %kvs15.vf0 to half
  store half %kvs15.v0, ptr addrspace(1) %kvs15.vp0, align 2
  br label %kvs.15.1

kvs.15.1:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs15.r1 = add i32 %n0, %kb.row15.1
  %kvs15.ok1 = icmp slt i32 %kvs15.r1, %seqlen_k
  br i1 %kvs15.ok1, label %kvs.15.1.w, label %kvs.15.2

kvs.15.1.w:
  %kvs15.t1 = add i32 %kv.tok0, %kvs15.r1
  %kvs15.g1.r64 = sext i32 %kvs15.t1 to i64
  %kvs15.g1.h64 = sext i32 %num_heads_kv to i64
  %kvs15.g1.hh64 = sext i32 %h to i64
  %kvs15.g1.rh = mul nsw i64 %kvs15.g1.r64, %kvs15.g1.h64
  %kvs15.g1.rhh = add nsw i64 %kvs15.g1.rh, %kvs15.g1.hh64
  %kvs15.g1.base = mul i64 %kvs15.g1.rhh, 64
  %kvs15.o1 = add i64 %kvs15.g1.base, %st.c15
  %kvs15.kp1 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs15.o1
  %kvs15.kf1 = extractelement <4 x float> %st.dk15, i32 1
  %kvs15.ks1 = fmul float %kvs15.kf1, %scale
  %kvs15.k1 = fptrunc float %kvs15.ks1 to half
  store half %kvs15.k1, ptr addrspace(1) %kvs15.kp1, align 2
  %kvs15.vp1 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs15.o1
  %kvs15.vf1 = extractelement <4 x float> %st.dv15, i32 1
  %kvs15.v1 = fptrunc float %kvs15.vf1 to half
  store half %kvs15.v1, ptr addrspace(1) %kvs15.vp1, align 2
  br label %kvs.15.2

kvs.15.2:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs15.r2 = add i32 %n0, %kb.row15.2
  %kvs15.ok2 = icmp slt i32 %kvs15.r2, %seqlen_k
  br i1 %kvs15.ok2, label %kvs.15.2.w, label %kvs.15.3

kvs.15.2.w:
  %kvs15.t2 = add i32 %kv.tok0, %kvs15.r2
  %kvs15.g2.r64 = sext i32 %kvs15.t2 to i64
  %kvs15.g2.h64 = sext i32 %num_heads_kv to i64
  %kvs15.g2.hh64 = sext i32 %h to i64
  %kvs15.g2.rh = mul nsw i64 %kvs15.g2.r64, %kvs15.g2.h64
  %kvs15.g2.rhh = add nsw i64 %kvs15.g2.rh, %kvs15.g2.hh64
  %kvs15.g2.base = mul i64 %kvs15.g2.rhh, 64
  %kvs15.o2 = add i64 %kvs15.g2.base, %st.c15
  %kvs15.kp2 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs15.o2
  %kvs15.kf2 = extractelement <4 x float> %st.dk15, i32 2
  %kvs15.ks2 = fmul float %kvs15.kf2, %scale
  %kvs15.k2 = fptrunc float %kvs15.ks2 to half
  store half %kvs15.k2, ptr addrspace(1) %kvs15.kp2, align 2
  %kvs15.vp2 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs15.o2
  %kvs15.vf2 = extractelement <4 x float> %st.dv15, i32 2
  %kvs15.v2 = fptrunc float %kvs15.vf2 to half
  store half %kvs15.v2, ptr addrspace(1) %kvs15.vp2, align 2
  br label %kvs.15.3

kvs.15.3:
  ; dK = scale * acc, dV = acc: row n0 + n of the tile, if below len_k
  %kvs15.r3 = add i32 %n0, %kb.row15.3
  %kvs15.ok3 = icmp slt i32 %kvs15.r3, %seqlen_k
  br i1 %kvs15.ok3, label %kvs.15.3.w, label %exit

kvs.15.3.w:
  %kvs15.t3 = add i32 %kv.tok0, %kvs15.r3
  %kvs15.g3.r64 = sext i32 %kvs15.t3 to i64
  %kvs15.g3.h64 = sext i32 %num_heads_kv to i64
  %kvs15.g3.hh64 = sext i32 %h to i64
  %kvs15.g3.rh = mul nsw i64 %kvs15.g3.r64, %kvs15.g3.h64
  %kvs15.g3.rhh = add nsw i64 %kvs15.g3.rh, %kvs15.g3.hh64
  %kvs15.g3.base = mul i64 %kvs15.g3.rhh, 64
  %kvs15.o3 = add i64 %kvs15.g3.base, %st.c15
  %kvs15.kp3 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs15.o3
  %kvs15.kf3 = extractelement <4 x float> %st.dk15, i32 3
  %kvs15.ks3 = fmul float %kvs15.kf3, %scale
  %kvs15.k3 = fptrunc float %kvs15.ks3 to half
  store half %kvs15.k3, ptr addrspace(1) %kvs15.kp3, align 2
  %kvs15.vp3 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs15.o3
  %kvs15.vf3 = extractelement <4 x float> %st.dv15, i32 3
  %kvs15.v3 = fptrunc float %kvs15.vf3 to half
  store half %kvs15.v3, ptr addrspace(1) %kvs15.vp3, align 2
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
declare void @llvm.amdgcn.s.waitcnt(i32 immarg)
declare <2 x float> @llvm.fma.v2f32(<2 x float>, <2 x float>, <2 x float>)
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.f16(<8 x half>, <8 x half>, <4 x float>, i32 immarg, i32 immarg, i32 immarg)
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half>, <4 x half>, <4 x float>, i32 immarg, i32 immarg, i32 immarg)


attributes #0 = { nounwind "amdgpu-flat-work-group-size"="256,256" "uniform-work-group-size"="true" "denormal-fp-math-f32"="preserve-sign,preserve-sign" "amdgpu-no-implicitarg-ptr" "amdgpu-no-dispatch-ptr" "amdgpu-no-queue-ptr" "amdgpu-no-dispatch-id" "amdgpu-no-hostcall-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-lds-kernel-id" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "rocke-loop-schedule" "target-cpu"="gfx950" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{}
!2 = !{!"amdgpu-as", !"local"}
