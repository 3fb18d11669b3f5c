; rocke attention_bwd_dq gfx942.f16.d64.bm64bn32.bshd.full.c0 llvm22
; generated from templates/attention_bwd_dq.ll.j2; do not edit
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@q_s = internal addrspace(3) global [4096 x half] poison, align 16
@do_s = internal addrspace(3) global [4096 x half] poison, align 16
@k_s = internal addrspace(3) global [2304 x half] poison, align 16
@v_s = internal addrspace(3) global [2304 x half] poison, align 16
@ds_s = internal addrspace(3) global [2112 x float] poison, align 16
@lse_s = internal addrspace(3) global [64 x float] poison, align 16
@dl_s = internal addrspace(3) global [64 x float] poison, align 16

define amdgpu_kernel void @rocke_bwd_dq_gfx942_f16_d64_bm64bn32_bshd_full_c0(ptr addrspace(1) noalias readonly %q, ptr addrspace(1) noalias readonly %k, ptr addrspace(1) noalias readonly %v, ptr addrspace(1) noalias readonly %dout, ptr addrspace(1) noalias readonly %lse, ptr addrspace(1) noalias readonly %delta, ptr addrspace(1) noalias writeonly %dq, i32 %seqlen_q, i32 %seqlen_k, i32 %num_heads_q, i32 %num_heads_kv, float %scale) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %tile = call i32 @llvm.amdgcn.workgroup.id.x()
  %h = call i32 @llvm.amdgcn.workgroup.id.y()
  %b = call i32 @llvm.amdgcn.workgroup.id.z()
  %q.tok0 = mul i32 %b, %seqlen_q

  %kv.tok0 = mul i32 %b, %seqlen_k

  %m0 = mul i32 %tile, 64
  %live.q = icmp slt i32 %m0, %seqlen_q
  ; group = Hq / Hkv, 0 when Hkv <= 0 (no division by zero)
  %hkv.ok = icmp sgt i32 %num_heads_kv, 0
  %hkv.d = select i1 %hkv.ok, i32 %num_heads_kv, i32 1
  %group.q = sdiv i32 %num_heads_q, %hkv.d
  %group = select i1 %hkv.ok, i32 %group.q, i32 0
  ; group < 1 has no valid mapping: the kernel returns at once
  %gqa.ok = icmp sgt i32 %group, 0
  ; q head h reads kv head h / group
  %gqa.d = select i1 %gqa.ok, i32 %group, i32 1
  %hk = udiv i32 %h, %gqa.d
  %live = and i1 %live.q, %gqa.ok
  br i1 %live, label %body, label %exit

body:
  %sl2 = fmul float %scale, 0x3FF7154760000000
  ; a negative (trusted, unguarded) kv length is no keys
  %lk.pos = icmp sgt i32 %seqlen_k, 0
  %lk = select i1 %lk.pos, i32 %seqlen_k, i32 0
  ; KV tiles: ceil(lk / block_n), no overflow near 2^31
  %nk.m1 = sub i32 %lk, 1
  %nk.s = ashr i32 %nk.m1, 5
  %nk = add i32 %nk.s, 1
  %nvis = add i32 %nk, 0
  %ld.r = lshr i32 %tid, 3
  %ld.v = and i32 %tid, 7
  %ld.col = shl i32 %ld.v, 3
  %ld.col64 = zext i32 %ld.col to i64
  ; phase A: column %aj of the KV tile, rows %arl + 8*i of the Q tile
  %aj = and i32 %tid, 31
  %arl = lshr i32 %tid, 5
  %qa.base = mul i32 %arl, 64
  %ka.base = mul i32 %aj, 72
  ; phase C: row %cr of the Q tile, head_dim elements [%ccol, %ccol + 16)
  %cr = lshr i32 %tid, 2
  %cpart = and i32 %tid, 3
  %ccol = mul i32 %cpart, 16
  %cds.base = mul i32 %cr, 33
  %qt.last = sub i32 %seqlen_q, 1
  %qt.r0 = add i32 %ld.r, 0
  %qt.s0 = add i32 %m0, %qt.r0
  %qt.v0 = icmp slt i32 %qt.s0, %seqlen_q
  %qt.c0 = select i1 %qt.v0, i32 %qt.s0, i32 %qt.last
  %qt.t0 = add i32 %q.tok0, %qt.c0
  %qt.g0.r64 = sext i32 %qt.t0 to i64
  %qt.g0.h64 = sext i32 %num_heads_q to i64
  %qt.g0.hh64 = sext i32 %h to i64
  %qt.g0.rh = mul nsw i64 %qt.g0.r64, %qt.g0.h64
  %qt.g0.rhh = add nsw i64 %qt.g0.rh, %qt.g0.hh64
  %qt.g0.base = mul i64 %qt.g0.rhh, 64
  %qt.off0 = add i64 %qt.g0.base, %ld.col64
  %qt.gp0 = getelementptr inbounds half, ptr addrspace(1) %q, i64 %qt.off0
  %qt.ld0 = load <8 x half>, ptr addrspace(1) %qt.gp0, align 16
  %qt.x0 = select i1 %qt.v0, <8 x half> %qt.ld0, <8 x half> zeroinitializer
  %qt.li0 = mul i32 %qt.r0, 64
  %qt.lo0 = add i32 %qt.li0, %ld.col
  %qt.lp0 = getelementptr inbounds half, ptr addrspace(3) @q_s, i32 %qt.lo0
  store <8 x half> %qt.x0, ptr addrspace(3) %qt.lp0, align 16
  %qt.r1 = add i32 %ld.r, 32
  %qt.s1 = add i32 %m0, %qt.r1
  %qt.v1 = icmp slt i32 %qt.s1, %seqlen_q
  %qt.c1 = select i1 %qt.v1, i32 %qt.s1, i32 %qt.last
  %qt.t1 = add i32 %q.tok0, %qt.c1
  %qt.g1.r64 = sext i32 %qt.t1 to i64
  %qt.g1.h64 = sext i32 %num_heads_q to i64
  %qt.g1.hh64 = sext i32 %h to i64
  %qt.g1.rh = mul nsw i64 %qt.g1.r64, %qt.g1.h64
  %qt.g1.rhh = add nsw i64 %qt.g1.rh, %qt.g1.hh64
  %qt.g1.base = mul i64 %qt.g1.rhh, 64
  %qt.off1 = add i64 %qt.g1.base, %ld.col64
  %qt.gp1 = getelementptr inbounds half, ptr addrspace(1) %q, i64 %qt.off1
  %qt.ld1 = load <8 x half>, ptr addrspace(1) %qt.gp1, align 16
  %qt.x1 = select i1 %qt.v1, <8 x half> %qt.ld1, <8 x half> zeroinitializer
  %qt.li1 = mul i32 %qt.r1, 64
  %qt.lo1 = add i32 %qt.li1, %ld.col
  %qt.lp1 = getelementptr inbounds half, ptr addrspace(3) @q_s, i32 %qt.lo1
  store <8 x half> %qt.x1, ptr addrspace(3) %qt.lp1, align 16

  %ot.last = sub i32 %seqlen_q, 1
  %ot.r0 = add i32 %ld.r, 0
  %ot.s0 = add i32 %m0, %ot.r0
  %ot.v0 = icmp slt i32 %ot.s0, %seqlen_q
  %ot.c0 = select i1 %ot.v0, i32 %ot.s0, i32 %ot.last
  %ot.t0 = add i32 %q.tok0, %ot.c0
  %ot.g0.r64 = sext i32 %ot.t0 to i64
  %ot.g0.h64 = sext i32 %num_heads_q to i64
  %ot.g0.hh64 = sext i32 %h to i64
  %ot.g0.rh = mul nsw i64 %ot.g0.r64, %ot.g0.h64
  %ot.g0.rhh = add nsw i64 %ot.g0.rh, %ot.g0.hh64
  %ot.g0.base = mul i64 %ot.g0.rhh, 64
  %ot.off0 = add i64 %ot.g0.base, %ld.col64
  %ot.gp0 = getelementptr inbounds half, ptr addrspace(1) %dout, i64 %ot.off0
  %ot.ld0 = load <8 x half>, ptr addrspace(1) %ot.gp0, align 16
  %ot.x0 = select i1 %ot.v0, <8 x half> %ot.ld0, <8 x half> zeroinitializer
  %ot.li0 = mul i32 %ot.r0, 64
  %ot.lo0 = add i32 %ot.li0, %ld.col
  %ot.lp0 = getelementptr inbounds half, ptr addrspace(3) @do_s, i32 %ot.lo0
  store <8 x half> %ot.x0, ptr addrspace(3) %ot.lp0, align 16
  %ot.r1 = add i32 %ld.r, 32
  %ot.s1 = add i32 %m0, %ot.r1
  %ot.v1 = icmp slt i32 %ot.s1, %seqlen_q
  %ot.c1 = select i1 %ot.v1, i32 %ot.s1, i32 %ot.last
  %ot.t1 = add i32 %q.tok0, %ot.c1
  %ot.g1.r64 = sext i32 %ot.t1 to i64
  %ot.g1.h64 = sext i32 %num_heads_q to i64
  %ot.g1.hh64 = sext i32 %h to i64
  %ot.g1.rh = mul nsw i64 %ot.g1.r64, %ot.g1.h64
  %ot.g1.rhh = add nsw i64 %ot.g1.rh, %ot.g1.hh64
  %ot.g1.base = mul i64 %ot.g1.rhh, 64
  %ot.off1 = add i64 %ot.g1.base, %ld.col64
  %ot.gp1 = getelementptr inbounds half, ptr addrspace(1) %dout, i64 %ot.off1
  %ot.ld1 = load <8 x half>, ptr addrspace(1) %ot.gp1, align 16
  %ot.x1 = select i1 %ot.v1, <8 x half> %ot.ld1, <8 x half> zeroinitializer
  %ot.li1 = mul i32 %ot.r1, 64
  %ot.lo1 = add i32 %ot.li1, %ld.col
  %ot.lp1 = getelementptr inbounds half, ptr addrspace(3) @do_s, i32 %ot.lo1
  store <8 x half> %ot.x1, ptr addrspace(3) %ot.lp1, align 16

  %ld.base.bh = mul i32 %b, %num_heads_q
  %ld.base.bhh = add i32 %ld.base.bh, %h
  %ld.base.b64 = sext i32 %ld.base.bhh to i64
  %ld.base.n64 = sext i32 %seqlen_q to i64
  %ld.base = mul nsw i64 %ld.base.b64, %ld.base.n64

  %lown = icmp ult i32 %tid, 64
  br i1 %lown, label %lchk, label %lend

lchk:
  %lrow = add i32 %m0, %tid
  %lin = icmp slt i32 %lrow, %seqlen_q
  br i1 %lin, label %lld, label %lst

lld:
  %li.r64 = sext i32 %lrow to i64
  %li = add nsw i64 %ld.base, %li.r64
  %li.lse = getelementptr inbounds float, ptr addrspace(1) %lse, i64 %li
  %li.dl = getelementptr inbounds float, ptr addrspace(1) %delta, i64 %li

  %lse.v = load float, ptr addrspace(1) %li.lse, align 4
  %dl.v = load float, ptr addrspace(1) %li.dl, align 4
  br label %lst

lst:
  %lse.x = phi float [ %lse.v, %lld ], [ 0.0, %lchk ]
  %dl.x = phi float [ %dl.v, %lld ], [ 0.0, %lchk ]
  ; lse in log2 units; -inf stays -inf (P = 0, see p_ds)
  %lse2 = fmul float %lse.x, 0x3FF7154760000000
  %lse.sp = getelementptr inbounds [64 x float], ptr addrspace(3) @lse_s, i32 0, i32 %tid
  store float %lse2, ptr addrspace(3) %lse.sp, align 4
  %dl.sp = getelementptr inbounds [64 x float], ptr addrspace(3) @dl_s, i32 0, i32 %tid
  store float %dl.x, ptr addrspace(3) %dl.sp, align 4
  br label %lend

lend:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %kvloop

; the KV tiles this Q tile visits: 0 .. %nvis-1 (main's rule); dQ accumulates in registers
kvloop:
  %nt = phi i32 [ 0, %lend ], [ %nt.n, %tend ]
  %acc0 = phi <8 x float> [ zeroinitializer, %lend ], [ %jacc0.n, %tend ]
  %acc1 = phi <8 x float> [ zeroinitializer, %lend ], [ %jacc1.n, %tend ]
  %kmore = icmp slt i32 %nt, %nvis
  br i1 %kmore, label %ktile, label %fin

ktile:
  %n0 = shl i32 %nt, 5
  %kt.last = sub i32 %lk, 1
  %kt.r0 = add i32 %ld.r, 0
  %kt.s0 = add i32 %n0, %kt.r0
  %kt.v0 = icmp slt i32 %kt.s0, %lk
  %kt.c0 = select i1 %kt.v0, i32 %kt.s0, i32 %kt.last
  %kt.t0 = add i32 %kv.tok0, %kt.c0
  %kt.g0.r64 = sext i32 %kt.t0 to i64
  %kt.g0.h64 = sext i32 %num_heads_kv to i64
  %kt.g0.hh64 = sext i32 %hk to i64
  %kt.g0.rh = mul nsw i64 %kt.g0.r64, %kt.g0.h64
  %kt.g0.rhh = add nsw i64 %kt.g0.rh, %kt.g0.hh64
  %kt.g0.base = mul i64 %kt.g0.rhh, 64
  %kt.off0 = add i64 %kt.g0.base, %ld.col64
  %kt.gp0 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kt.off0
  %kt.ld0 = load <8 x half>, ptr addrspace(1) %kt.gp0, align 16
  %kt.x0 = select i1 %kt.v0, <8 x half> %kt.ld0, <8 x half> zeroinitializer
  %kt.li0 = mul i32 %kt.r0, 72
  %kt.lo0 = add i32 %kt.li0, %ld.col
  %kt.lp0 = getelementptr inbounds half, ptr addrspace(3) @k_s, i32 %kt.lo0
  store <8 x half> %kt.x0, ptr addrspace(3) %kt.lp0, align 16

  %vt.last = sub i32 %lk, 1
  %vt.r0 = add i32 %ld.r, 0
  %vt.s0 = add i32 %n0, %vt.r0
  %vt.v0 = icmp slt i32 %vt.s0, %lk
  %vt.c0 = select i1 %vt.v0, i32 %vt.s0, i32 %vt.last
  %vt.t0 = add i32 %kv.tok0, %vt.c0
  %vt.g0.r64 = sext i32 %vt.t0 to i64
  %vt.g0.h64 = sext i32 %num_heads_kv to i64
  %vt.g0.hh64 = sext i32 %hk to i64
  %vt.g0.rh = mul nsw i64 %vt.g0.r64, %vt.g0.h64
  %vt.g0.rhh = add nsw i64 %vt.g0.rh, %vt.g0.hh64
  %vt.g0.base = mul i64 %vt.g0.rhh, 64
  %vt.off0 = add i64 %vt.g0.base, %ld.col64
  %vt.gp0 = getelementptr inbounds half, ptr addrspace(1) %v, i64 %vt.off0
  %vt.ld0 = load <8 x half>, ptr addrspace(1) %vt.gp0, align 16
  %vt.x0 = select i1 %vt.v0, <8 x half> %vt.ld0, <8 x half> zeroinitializer
  %vt.li0 = mul i32 %vt.r0, 72
  %vt.lo0 = add i32 %vt.li0, %ld.col
  %vt.lp0 = getelementptr inbounds half, ptr addrspace(3) @v_s, i32 %vt.lo0
  store <8 x half> %vt.x0, ptr addrspace(3) %vt.lp0, align 16

  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %dloop

; phase A: S = q k^T and dP = dO v^T for the owned entries, 8 chunks of 8
dloop:
  %dc = phi i32 [ 0, %ktile ], [ %dc.n, %dloop ]
  %s0 = phi float [ 0.0, %ktile ], [ %s0.n, %dloop ]
  %dp0 = phi float [ 0.0, %ktile ], [ %dp0.n, %dloop ]
  %s1 = phi float [ 0.0, %ktile ], [ %s1.n, %dloop ]
  %dp1 = phi float [ 0.0, %ktile ], [ %dp1.n, %dloop ]
  %s2 = phi float [ 0.0, %ktile ], [ %s2.n, %dloop ]
  %dp2 = phi float [ 0.0, %ktile ], [ %dp2.n, %dloop ]
  %s3 = phi float [ 0.0, %ktile ], [ %s3.n, %dloop ]
  %dp3 = phi float [ 0.0, %ktile ], [ %dp3.n, %dloop ]
  %s4 = phi float [ 0.0, %ktile ], [ %s4.n, %dloop ]
  %dp4 = phi float [ 0.0, %ktile ], [ %dp4.n, %dloop ]
  %s5 = phi float [ 0.0, %ktile ], [ %s5.n, %dloop ]
  %dp5 = phi float [ 0.0, %ktile ], [ %dp5.n, %dloop ]
  %s6 = phi float [ 0.0, %ktile ], [ %s6.n, %dloop ]
  %dp6 = phi float [ 0.0, %ktile ], [ %dp6.n, %dloop ]
  %s7 = phi float [ 0.0, %ktile ], [ %s7.n, %dloop ]
  %dp7 = phi float [ 0.0, %ktile ], [ %dp7.n, %dloop ]
  %dcol = shl i32 %dc, 3
  %ka.i = add i32 %ka.base, %dcol
  %kv8.p = getelementptr inbounds half, ptr addrspace(3) @k_s, i32 %ka.i
  %kv8.h = load <8 x half>, ptr addrspace(3) %kv8.p, align 16
  %kv8.f = fpext <8 x half> %kv8.h to <8 x float>
  %vv8.p = getelementptr inbounds half, ptr addrspace(3) @v_s, i32 %ka.i
  %vv8.h = load <8 x half>, ptr addrspace(3) %vv8.p, align 16
  %vv8.f = fpext <8 x half> %vv8.h to <8 x float>
  %kl.0 = extractelement <8 x float> %kv8.f, i32 0
  %kl.1 = extractelement <8 x float> %kv8.f, i32 1
  %kl.2 = extractelement <8 x float> %kv8.f, i32 2
  %kl.3 = extractelement <8 x float> %kv8.f, i32 3
  %kl.4 = extractelement <8 x float> %kv8.f, i32 4
  %kl.5 = extractelement <8 x float> %kv8.f, i32 5
  %kl.6 = extractelement <8 x float> %kv8.f, i32 6
  %kl.7 = extractelement <8 x float> %kv8.f, i32 7

  %vl.0 = extractelement <8 x float> %vv8.f, i32 0
  %vl.1 = extractelement <8 x float> %vv8.f, i32 1
  %vl.2 = extractelement <8 x float> %vv8.f, i32 2
  %vl.3 = extractelement <8 x float> %vv8.f, i32 3
  %vl.4 = extractelement <8 x float> %vv8.f, i32 4
  %vl.5 = extractelement <8 x float> %vv8.f, i32 5
  %vl.6 = extractelement <8 x float> %vv8.f, i32 6
  %vl.7 = extractelement <8 x float> %vv8.f, i32 7

  %qa.i = add i32 %qa.base, %dcol
  %qa0 = add i32 %qa.i, 0
  %qv0.p = getelementptr inbounds half, ptr addrspace(3) @q_s, i32 %qa0
  %qv0.h = load <8 x half>, ptr addrspace(3) %qv0.p, align 16
  %qv0.f = fpext <8 x half> %qv0.h to <8 x float>
  %ov0.p = getelementptr inbounds half, ptr addrspace(3) @do_s, i32 %qa0
  %ov0.h = load <8 x half>, ptr addrspace(3) %ov0.p, align 16
  %ov0.f = fpext <8 x half> %ov0.h to <8 x float>
  %ql0.0 = extractelement <8 x float> %qv0.f, i32 0
  %ql0.1 = extractelement <8 x float> %qv0.f, i32 1
  %ql0.2 = extractelement <8 x float> %qv0.f, i32 2
  %ql0.3 = extractelement <8 x float> %qv0.f, i32 3
  %ql0.4 = extractelement <8 x float> %qv0.f, i32 4
  %ql0.5 = extractelement <8 x float> %qv0.f, i32 5
  %ql0.6 = extractelement <8 x float> %qv0.f, i32 6
  %ql0.7 = extractelement <8 x float> %qv0.f, i32 7

  %ol0.0 = extractelement <8 x float> %ov0.f, i32 0
  %ol0.1 = extractelement <8 x float> %ov0.f, i32 1
  %ol0.2 = extractelement <8 x float> %ov0.f, i32 2
  %ol0.3 = extractelement <8 x float> %ov0.f, i32 3
  %ol0.4 = extractelement <8 x float> %ov0.f, i32 4
  %ol0.5 = extractelement <8 x float> %ov0.f, i32 5
  %ol0.6 = extractelement <8 x float> %ov0.f, i32 6
  %ol0.7 = extractelement <8 x float> %ov0.f, i32 7

  %s0.n.0 = call float @llvm.fmuladd.f32(float %ql0.0, float %kl.0, float %s0)
  %s0.n.1 = call float @llvm.fmuladd.f32(float %ql0.1, float %kl.1, float %s0.n.0)
  %s0.n.2 = call float @llvm.fmuladd.f32(float %ql0.2, float %kl.2, float %s0.n.1)
  %s0.n.3 = call float @llvm.fmuladd.f32(float %ql0.3, float %kl.3, float %s0.n.2)
  %s0.n.4 = call float @llvm.fmuladd.f32(float %ql0.4, float %kl.4, float %s0.n.3)
  %s0.n.5 = call float @llvm.fmuladd.f32(float %ql0.5, float %kl.5, float %s0.n.4)
  %s0.n.6 = call float @llvm.fmuladd.f32(float %ql0.6, float %kl.6, float %s0.n.5)
  %s0.n = call float @llvm.fmuladd.f32(float %ql0.7, float %kl.7, float %s0.n.6)

  %dp0.n.0 = call float @llvm.fmuladd.f32(float %ol0.0, float %vl.0, float %dp0)
  %dp0.n.1 = call float @llvm.fmuladd.f32(float %ol0.1, float %vl.1, float %dp0.n.0)
  %dp0.n.2 = call float @llvm.fmuladd.f32(float %ol0.2, float %vl.2, float %dp0.n.1)
  %dp0.n.3 = call float @llvm.fmuladd.f32(float %ol0.3, float %vl.3, float %dp0.n.2)
  %dp0.n.4 = call float @llvm.fmuladd.f32(float %ol0.4, float %vl.4, float %dp0.n.3)
  %dp0.n.5 = call float @llvm.fmuladd.f32(float %ol0.5, float %vl.5, float %dp0.n.4)
  %dp0.n.6 = call float @llvm.fmuladd.f32(float %ol0.6, float %vl.6, float %dp0.n.5)
  %dp0.n = call float @llvm.fmuladd.f32(float %ol0.7, float %vl.7, float %dp0.n.6)

  %qa1 = add i32 %qa.i, 512
  %qv1.p = getelementptr inbounds half, ptr addrspace(3) @q_s, i32 %qa1
  %qv1.h = load <8 x half>, ptr addrspace(3) %qv1.p, align 16
  %qv1.f = fpext <8 x half> %qv1.h to <8 x float>
  %ov1.p = getelementptr inbounds half, ptr addrspace(3) @do_s, i32 %qa1
  %ov1.h = load <8 x half>, ptr addrspace(3) %ov1.p, align 16
  %ov1.f = fpext <8 x half> %ov1.h to <8 x float>
  %ql1.0 = extractelement <8 x float> %qv1.f, i32 0
  %ql1.1 = extractelement <8 x float> %qv1.f, i32 1
  %ql1.2 = extractelement <8 x float> %qv1.f, i32 2
  %ql1.3 = extractelement <8 x float> %qv1.f, i32 3
  %ql1.4 = extractelement <8 x float> %qv1.f, i32 4
  %ql1.5 = extractelement <8 x float> %qv1.f, i32 5
  %ql1.6 = extractelement <8 x float> %qv1.f, i32 6
  %ql1.7 = extractelement <8 x float> %qv1.f, i32 7

  %ol1.0 = extractelement <8 x float> %ov1.f, i32 0
  %ol1.1 = extractelement <8 x float> %ov1.f, i32 1
  %ol1.2 = extractelement <8 x float> %ov1.f, i32 2
  %ol1.3 = extractelement <8 x float> %ov1.f, i32 3
  %ol1.4 = extractelement <8 x float> %ov1.f, i32 4
  %ol1.5 = extractelement <8 x float> %ov1.f, i32 5
  %ol1.6 = extractelement <8 x float> %ov1.f, i32 6
  %ol1.7 = extractelement <8 x float> %ov1.f, i32 7

  %s1.n.0 = call float @llvm.fmuladd.f32(float %ql1.0, float %kl.0, float %s1)
  %s1.n.1 = call float @llvm.fmuladd.f32(float %ql1.1, float %kl.1, float %s1.n.0)
  %s1.n.2 = call float @llvm.fmuladd.f32(float %ql1.2, float %kl.2, float %s1.n.1)
  %s1.n.3 = call float @llvm.fmuladd.f32(float %ql1.3, float %kl.3, float %s1.n.2)
  %s1.n.4 = call float @llvm.fmuladd.f32(float %ql1.4, float %kl.4, float %s1.n.3)
  %s1.n.5 = call float @llvm.fmuladd.f32(float %ql1.5, float %kl.5, float %s1.n.4)
  %s1.n.6 = call float @llvm.fmuladd.f32(float %ql1.6, float %kl.6, float %s1.n.5)
  %s1.n = call float @llvm.fmuladd.f32(float %ql1.7, float %kl.7, float %s1.n.6)

  %dp1.n.0 = call float @llvm.fmuladd.f32(float %ol1.0, float %vl.0, float %dp1)
  %dp1.n.1 = call float @llvm.fmuladd.f32(float %ol1.1, float %vl.1, float %dp1.n.0)
  %dp1.n.2 = call float @llvm.fmuladd.f32(float %ol1.2, float %vl.2, float %dp1.n.1)
  %dp1.n.3 = call float @llvm.fmuladd.f32(float %ol1.3, float %vl.3, float %dp1.n.2)
  %dp1.n.4 = call float @llvm.fmuladd.f32(float %ol1.4, float %vl.4, float %dp1.n.3)
  %dp1.n.5 = call float @llvm.fmuladd.f32(float %ol1.5, float %vl.5, float %dp1.n.4)
  %dp1.n.6 = call float @llvm.fmuladd.f32(float %ol1.6, float %vl.6, float %dp1.n.5)
  %dp1.n = call float @llvm.fmuladd.f32(float %ol1.7, float %vl.7, float %dp1.n.6)

  %qa2 = add i32 %qa.i, 1024
  %qv2.p = getelementptr inbounds half, ptr addrspace(3) @q_s, i32 %qa2
  %qv2.h = load <8 x half>, ptr addrspace(3) %qv2.p, align 16
  %qv2.f = fpext <8 x half> %qv2.h to <8 x float>
  %ov2.p = getelementptr inbounds half, ptr addrspace(3) @do_s, i32 %qa2
  %ov2.h = load <8 x half>, ptr addrspace(3) %ov2.p, align 16
  %ov2.f = fpext <8 x half> %ov2.h to <8 x float>
  %ql2.0 = extractelement <8 x float> %qv2.f, i32 0
  %ql2.1 = extractelement <8 x float> %qv2.f, i32 1
  %ql2.2 = extractelement <8 x float> %qv2.f, i32 2
  %ql2.3 = extractelement <8 x float> %qv2.f, i32 3
  %ql2.4 = extractelement <8 x float> %qv2.f, i32 4
  %ql2.5 = extractelement <8 x float> %qv2.f, i32 5
  %ql2.6 = extractelement <8 x float> %qv2.f, i32 6
  %ql2.7 = extractelement <8 x float> %qv2.f, i32 7

  %ol2.0 = extractelement <8 x float> %ov2.f, i32 0
  %ol2.1 = extractelement <8 x float> %ov2.f, i32 1
  %ol2.2 = extractelement <8 x float> %ov2.f, i32 2
  %ol2.3 = extractelement <8 x float> %ov2.f, i32 3
  %ol2.4 = extractelement <8 x float> %ov2.f, i32 4
  %ol2.5 = extractelement <8 x float> %ov2.f, i32 5
  %ol2.6 = extractelement <8 x float> %ov2.f, i32 6
  %ol2.7 = extractelement <8 x float> %ov2.f, i32 7

  %s2.n.0 = call float @llvm.fmuladd.f32(float %ql2.0, float %kl.0, float %s2)
  %s2.n.1 = call float @llvm.fmuladd.f32(float %ql2.1, float %kl.1, float %s2.n.0)
  %s2.n.2 = call float @llvm.fmuladd.f32(float %ql2.2, float %kl.2, float %s2.n.1)
  %s2.n.3 = call float @llvm.fmuladd.f32(float %ql2.3, float %kl.3, float %s2.n.2)
  %s2.n.4 = call float @llvm.fmuladd.f32(float %ql2.4, float %kl.4, float %s2.n.3)
  %s2.n.5 = call float @llvm.fmuladd.f32(float %ql2.5, float %kl.5, float %s2.n.4)
  %s2.n.6 = call float @llvm.fmuladd.f32(float %ql2.6, float %kl.6, float %s2.n.5)
  %s2.n = call float @llvm.fmuladd.f32(float %ql2.7, float %kl.7, float %s2.n.6)

  %dp2.n.0 = call float @llvm.fmuladd.f32(float %ol2.0, float %vl.0, float %dp2)
  %dp2.n.1 = call float @llvm.fmuladd.f32(float %ol2.1, float %vl.1, float %dp2.n.0)
  %dp2.n.2 = call float @llvm.fmuladd.f32(float %ol2.2, float %vl.2, float %dp2.n.1)
  %dp2.n.3 = call float @llvm.fmuladd.f32(float %ol2.3, float %vl.3, float %dp2.n.2)
  %dp2.n.4 = call float @llvm.fmuladd.f32(float %ol2.4, float %vl.4, float %dp2.n.3)
  %dp2.n.5 = call float @llvm.fmuladd.f32(float %ol2.5, float %vl.5, float %dp2.n.4)
  %dp2.n.6 = call float @llvm.fmuladd.f32(float %ol2.6, float %vl.6, float %dp2.n.5)
  %dp2.n = call float @llvm.fmuladd.f32(float %ol2.7, float %vl.7, float %dp2.n.6)

  %qa3 = add i32 %qa.i, 1536
  %qv3.p = getelementptr inbounds half, ptr addrspace(3) @q_s, i32 %qa3
  %qv3.h = load <8 x half>, ptr addrspace(3) %qv3.p, align 16
  %qv3.f = fpext <8 x half> %qv3.h to <8 x float>
  %ov3.p = getelementptr inbounds half, ptr addrspace(3) @do_s, i32 %qa3
  %ov3.h = load <8 x half>, ptr addrspace(3) %ov3.p, align 16
  %ov3.f = fpext <8 x half> %ov3.h to <8 x float>
  %ql3.0 = extractelement <8 x float> %qv3.f, i32 0
  %ql3.1 = extractelement <8 x float> %qv3.f, i32 1
  %ql3.2 = extractelement <8 x float> %qv3.f, i32 2
  %ql3.3 = extractelement <8 x float> %qv3.f, i32 3
  %ql3.4 = extractelement <8 x float> %qv3.f, i32 4
  %ql3.5 = extractelement <8 x float> %qv3.f, i32 5
  %ql3.6 = extractelement <8 x float> %qv3.f, i32 6
  %ql3.7 = extractelement <8 x float> %qv3.f, i32 7

  %ol3.0 = extractelement <8 x float> %ov3.f, i32 0
  %ol3.1 = extractelement <8 x float> %ov3.f, i32 1
  %ol3.2 = extractelement <8 x float> %ov3.f, i32 2
  %ol3.3 = extractelement <8 x float> %ov3.f, i32 3
  %ol3.4 = extractelement <8 x float> %ov3.f, i32 4
  %ol3.5 = extractelement <8 x float> %ov3.f, i32 5
  %ol3.6 = extractelement <8 x float> %ov3.f, i32 6
  %ol3.7 = extractelement <8 x float> %ov3.f, i32 7

  %s3.n.0 = call float @llvm.fmuladd.f32(float %ql3.0, float %kl.0, float %s3)
  %s3.n.1 = call float @llvm.fmuladd.f32(float %ql3.1, float %kl.1, float %s3.n.0)
  %s3.n.2 = call float @llvm.fmuladd.f32(float %ql3.2, float %kl.2, float %s3.n.1)
  %s3.n.3 = call float @llvm.fmuladd.f32(float %ql3.3, float %kl.3, float %s3.n.2)
  %s3.n.4 = call float @llvm.fmuladd.f32(float %ql3.4, float %kl.4, float %s3.n.3)
  %s3.n.5 = call float @llvm.fmuladd.f32(float %ql3.5, float %kl.5, float %s3.n.4)
  %s3.n.6 = call float @llvm.fmuladd.f32(float %ql3.6, float %kl.6, float %s3.n.5)
  %s3.n = call float @llvm.fmuladd.f32(float %ql3.7, float %kl.7, float %s3.n.6)

  %dp3.n.0 = call float @llvm.fmuladd.f32(float %ol3.0, float %vl.0, float %dp3)
  %dp3.n.1 = call float @llvm.fmuladd.f32(float %ol3.1, float %vl.1, float %dp3.n.0)
  %dp3.n.2 = call float @llvm.fmuladd.f32(float %ol3.2, float %vl.2, float %dp3.n.1)
  %dp3.n.3 = call float @llvm.fmuladd.f32(float %ol3.3, float %vl.3, float %dp3.n.2)
  %dp3.n.4 = call float @llvm.fmuladd.f32(float %ol3.4, float %vl.4, float %dp3.n.3)
  %dp3.n.5 = call float @llvm.fmuladd.f32(float %ol3.5, float %vl.5, float %dp3.n.4)
  %dp3.n.6 = call float @llvm.fmuladd.f32(float %ol3.6, float %vl.6, float %dp3.n.5)
  %dp3.n = call float @llvm.fmuladd.f32(float %ol3.7, float %vl.7, float %dp3.n.6)

  %qa4 = add i32 %qa.i, 2048
  %qv4.p = getelementptr inbounds half, ptr addrspace(3) @q_s, i32 %qa4
  %qv4.h = load <8 x half>, ptr addrspace(3) %qv4.p, align 16
  %qv4.f = fpext <8 x half> %qv4.h to <8 x float>
  %ov4.p = getelementptr inbounds half, ptr addrspace(3) @do_s, i32 %qa4
  %ov4.h = load <8 x half>, ptr addrspace(3) %ov4.p, align 16
  %ov4.f = fpext <8 x half> %ov4.h to <8 x float>
  %ql4.0 = extractelement <8 x float> %qv4.f, i32 0
  %ql4.1 = extractelement <8 x float> %qv4.f, i32 1
  %ql4.2 = extractelement <8 x float> %qv4.f, i32 2
  %ql4.3 = extractelement <8 x float> %qv4.f, i32 3
  %ql4.4 = extractelement <8 x float> %qv4.f, i32 4
  %ql4.5 = extractelement <8 x float> %qv4.f, i32 5
  %ql4.6 = extractelement <8 x float> %qv4.f, i32 6
  %ql4.7 = extractelement <8 x float> %qv4.f, i32 7

  %ol4.0 = extractelement <8 x float> %ov4.f, i32 0
  %ol4.1 = extractelement <8 x float> %ov4.f, i32 1
  %ol4.2 = extractelement <8 x float> %ov4.f, i32 2
  %ol4.3 = extractelement <8 x float> %ov4.f, i32 3
  %ol4.4 = extractelement <8 x float> %ov4.f, i32 4
  %ol4.5 = extractelement <8 x float> %ov4.f, i32 5
  %ol4.6 = extractelement <8 x float> %ov4.f, i32 6
  %ol4.7 = extractelement <8 x float> %ov4.f, i32 7

  %s4.n.0 = call float @llvm.fmuladd.f32(float %ql4.0, float %kl.0, float %s4)
  %s4.n.1 = call float @llvm.fmuladd.f32(float %ql4.1, float %kl.1, float %s4.n.0)
  %s4.n.2 = call float @llvm.fmuladd.f32(float %ql4.2, float %kl.2, float %s4.n.1)
  %s4.n.3 = call float @llvm.fmuladd.f32(float %ql4.3, float %kl.3, float %s4.n.2)
  %s4.n.4 = call float @llvm.fmuladd.f32(float %ql4.4, float %kl.4, float %s4.n.3)
  %s4.n.5 = call float @llvm.fmuladd.f32(float %ql4.5, float %kl.5, float %s4.n.4)
  %s4.n.6 = call float @llvm.fmuladd.f32(float %ql4.6, float %kl.6, float %s4.n.5)
  %s4.n = call float @llvm.fmuladd.f32(float %ql4.7, float %kl.7, float %s4.n.6)

  %dp4.n.0 = call float @llvm.fmuladd.f32(float %ol4.0, float %vl.0, float %dp4)
  %dp4.n.1 = call float @llvm.fmuladd.f32(float %ol4.1, float %vl.1, float %dp4.n.0)
  %dp4.n.2 = call float @llvm.fmuladd.f32(float %ol4.2, float %vl.2, float %dp4.n.1)
  %dp4.n.3 = call float @llvm.fmuladd.f32(float %ol4.3, float %vl.3, float %dp4.n.2)
  %dp4.n.4 = call float @llvm.fmuladd.f32(float %ol4.4, float %vl.4, float %dp4.n.3)
  %dp4.n.5 = call float @llvm.fmuladd.f32(float %ol4.5, float %vl.5, float %dp4.n.4)
  %dp4.n.6 = call float @llvm.fmuladd.f32(float %ol4.6, float %vl.6, float %dp4.n.5)
  %dp4.n = call float @llvm.fmuladd.f32(float %ol4.7, float %vl.7, float %dp4.n.6)

  %qa5 = add i32 %qa.i, 2560
  %qv5.p = getelementptr inbounds half, ptr addrspace(3) @q_s, i32 %qa5
  %qv5.h = load <8 x half>, ptr addrspace(3) %qv5.p, align 16
  %qv5.f = fpext <8 x half> %qv5.h to <8 x float>
  %ov5.p = getelementptr inbounds half, ptr addrspace(3) @do_s, i32 %qa5
  %ov5.h = load <8 x half>, ptr addrspace(3) %ov5.p, align 16
  %ov5.f = fpext <8 x half> %ov5.h to <8 x float>
  %ql5.0 = extractelement <8 x float> %qv5.f, i32 0
  %ql5.1 = extractelement <8 x float> %qv5.f, i32 1
  %ql5.2 = extractelement <8 x float> %qv5.f, i32 2
  %ql5.3 = extractelement <8 x float> %qv5.f, i32 3
  %ql5.4 = extractelement <8 x float> %qv5.f, i32 4
  %ql5.5 = extractelement <8 x float> %qv5.f, i32 5
  %ql5.6 = extractelement <8 x float> %qv5.f, i32 6
  %ql5.7 = extractelement <8 x float> %qv5.f, i32 7

  %ol5.0 = extractelement <8 x float> %ov5.f, i32 0
  %ol5.1 = extractelement <8 x float> %ov5.f, i32 1
  %ol5.2 = extractelement <8 x float> %ov5.f, i32 2
  %ol5.3 = extractelement <8 x float> %ov5.f, i32 3
  %ol5.4 = extractelement <8 x float> %ov5.f, i32 4
  %ol5.5 = extractelement <8 x float> %ov5.f, i32 5
  %ol5.6 = extractelement <8 x float> %ov5.f, i32 6
  %ol5.7 = extractelement <8 x float> %ov5.f, i32 7

  %s5.n.0 = call float @llvm.fmuladd.f32(float %ql5.0, float %kl.0, float %s5)
  %s5.n.1 = call float @llvm.fmuladd.f32(float %ql5.1, float %kl.1, float %s5.n.0)
  %s5.n.2 = call float @llvm.fmuladd.f32(float %ql5.2, float %kl.2, float %s5.n.1)
  %s5.n.3 = call float @llvm.fmuladd.f32(float %ql5.3, float %kl.3, float %s5.n.2)
  %s5.n.4 = call float @llvm.fmuladd.f32(float %ql5.4, float %kl.4, float %s5.n.3)
  %s5.n.5 = call float @llvm.fmuladd.f32(float %ql5.5, float %kl.5, float %s5.n.4)
  %s5.n.6 = call float @llvm.fmuladd.f32(float %ql5.6, float %kl.6, float %s5.n.5)
  %s5.n = call float @llvm.fmuladd.f32(float %ql5.7, float %kl.7, float %s5.n.6)

  %dp5.n.0 = call float @llvm.fmuladd.f32(float %ol5.0, float %vl.0, float %dp5)
  %dp5.n.1 = call float @llvm.fmuladd.f32(float %ol5.1, float %vl.1, float %dp5.n.0)
  %dp5.n.2 = call float @llvm.fmuladd.f32(float %ol5.2, float %vl.2, float %dp5.n.1)
  %dp5.n.3 = call float @llvm.fmuladd.f32(float %ol5.3, float %vl.3, float %dp5.n.2)
  %dp5.n.4 = call float @llvm.fmuladd.f32(float %ol5.4, float %vl.4, float %dp5.n.3)
  %dp5.n.5 = call float @llvm.fmuladd.f32(float %ol5.5, float %vl.5, float %dp5.n.4)
  %dp5.n.6 = call float @llvm.fmuladd.f32(float %ol5.6, float %vl.6, float %dp5.n.5)
  %dp5.n = call float @llvm.fmuladd.f32(float %ol5.7, float %vl.7, float %dp5.n.6)

  %qa6 = add i32 %qa.i, 3072
  %qv6.p = getelementptr inbounds half, ptr addrspace(3) @q_s, i32 %qa6
  %qv6.h = load <8 x half>, ptr addrspace(3) %qv6.p, align 16
  %qv6.f = fpext <8 x half> %qv6.h to <8 x float>
  %ov6.p = getelementptr inbounds half, ptr addrspace(3) @do_s, i32 %qa6
  %ov6.h = load <8 x half>, ptr addrspace(3) %ov6.p, align 16
  %ov6.f = fpext <8 x half> %ov6.h to <8 x float>
  %ql6.0 = extractelement <8 x float> %qv6.f, i32 0
  %ql6.1 = extractelement <8 x float> %qv6.f, i32 1
  %ql6.2 = extractelement <8 x float> %qv6.f, i32 2
  %ql6.3 = extractelement <8 x float> %qv6.f, i32 3
  %ql6.4 = extractelement <8 x float> %qv6.f, i32 4
  %ql6.5 = extractelement <8 x float> %qv6.f, i32 5
  %ql6.6 = extractelement <8 x float> %qv6.f, i32 6
  %ql6.7 = extractelement <8 x float> %qv6.f, i32 7

  %ol6.0 = extractelement <8 x float> %ov6.f, i32 0
  %ol6.1 = extractelement <8 x float> %ov6.f, i32 1
  %ol6.2 = extractelement <8 x float> %ov6.f, i32 2
  %ol6.3 = extractelement <8 x float> %ov6.f, i32 3
  %ol6.4 = extractelement <8 x float> %ov6.f, i32 4
  %ol6.5 = extractelement <8 x float> %ov6.f, i32 5
  %ol6.6 = extractelement <8 x float> %ov6.f, i32 6
  %ol6.7 = extractelement <8 x float> %ov6.f, i32 7

  %s6.n.0 = call float @llvm.fmuladd.f32(float %ql6.0, float %kl.0, float %s6)
  %s6.n.1 = call float @llvm.fmuladd.f32(float %ql6.1, float %kl.1, float %s6.n.0)
  %s6.n.2 = call float @llvm.fmuladd.f32(float %ql6.2, float %kl.2, float %s6.n.1)
  %s6.n.3 = call float @llvm.fmuladd.f32(float %ql6.3, float %kl.3, float %s6.n.2)
  %s6.n.4 = call float @llvm.fmuladd.f32(float %ql6.4, float %kl.4, float %s6.n.3)
  %s6.n.5 = call float @llvm.fmuladd.f32(float %ql6.5, float %kl.5, float %s6.n.4)
  %s6.n.6 = call float @llvm.fmuladd.f32(float %ql6.6, float %kl.6, float %s6.n.5)
  %s6.n = call float @llvm.fmuladd.f32(float %ql6.7, float %kl.7, float %s6.n.6)

  %dp6.n.0 = call float @llvm.fmuladd.f32(float %ol6.0, float %vl.0, float %dp6)
  %dp6.n.1 = call float @llvm.fmuladd.f32(float %ol6.1, float %vl.1, float %dp6.n.0)
  %dp6.n.2 = call float @llvm.fmuladd.f32(float %ol6.2, float %vl.2, float %dp6.n.1)
  %dp6.n.3 = call float @llvm.fmuladd.f32(float %ol6.3, float %vl.3, float %dp6.n.2)
  %dp6.n.4 = call float @llvm.fmuladd.f32(float %ol6.4, float %vl.4, float %dp6.n.3)
  %dp6.n.5 = call float @llvm.fmuladd.f32(float %ol6.5, float %vl.5, float %dp6.n.4)
  %dp6.n.6 = call float @llvm.fmuladd.f32(float %ol6.6, float %vl.6, float %dp6.n.5)
  %dp6.n = call float @llvm.fmuladd.f32(float %ol6.7, float %vl.7, float %dp6.n.6)

  %qa7 = add i32 %qa.i, 3584
  %qv7.p = getelementptr inbounds half, ptr addrspace(3) @q_s, i32 %qa7
  %qv7.h = load <8 x half>, ptr addrspace(3) %qv7.p, align 16
  %qv7.f = fpext <8 x half> %qv7.h to <8 x float>
  %ov7.p = getelementptr inbounds half, ptr addrspace(3) @do_s, i32 %qa7
  %ov7.h = load <8 x half>, ptr addrspace(3) %ov7.p, align 16
  %ov7.f = fpext <8 x half> %ov7.h to <8 x float>
  %ql7.0 = extractelement <8 x float> %qv7.f, i32 0
  %ql7.1 = extractelement <8 x float> %qv7.f, i32 1
  %ql7.2 = extractelement <8 x float> %qv7.f, i32 2
  %ql7.3 = extractelement <8 x float> %qv7.f, i32 3
  %ql7.4 = extractelement <8 x float> %qv7.f, i32 4
  %ql7.5 = extractelement <8 x float> %qv7.f, i32 5
  %ql7.6 = extractelement <8 x float> %qv7.f, i32 6
  %ql7.7 = extractelement <8 x float> %qv7.f, i32 7

  %ol7.0 = extractelement <8 x float> %ov7.f, i32 0
  %ol7.1 = extractelement <8 x float> %ov7.f, i32 1
  %ol7.2 = extractelement <8 x float> %ov7.f, i32 2
  %ol7.3 = extractelement <8 x float> %ov7.f, i32 3
  %ol7.4 = extractelement <8 x float> %ov7.f, i32 4
  %ol7.5 = extractelement <8 x float> %ov7.f, i32 5
  %ol7.6 = extractelement <8 x float> %ov7.f, i32 6
  %ol7.7 = extractelement <8 x float> %ov7.f, i32 7

  %s7.n.0 = call float @llvm.fmuladd.f32(float %ql7.0, float %kl.0, float %s7)
  %s7.n.1 = call float @llvm.fmuladd.f32(float %ql7.1, float %kl.1, float %s7.n.0)
  %s7.n.2 = call float @llvm.fmuladd.f32(float %ql7.2, float %kl.2, float %s7.n.1)
  %s7.n.3 = call float @llvm.fmuladd.f32(float %ql7.3, float %kl.3, float %s7.n.2)
  %s7.n.4 = call float @llvm.fmuladd.f32(float %ql7.4, float %kl.4, float %s7.n.3)
  %s7.n.5 = call float @llvm.fmuladd.f32(float %ql7.5, float %kl.5, float %s7.n.4)
  %s7.n.6 = call float @llvm.fmuladd.f32(float %ql7.6, float %kl.6, float %s7.n.5)
  %s7.n = call float @llvm.fmuladd.f32(float %ql7.7, float %kl.7, float %s7.n.6)

  %dp7.n.0 = call float @llvm.fmuladd.f32(float %ol7.0, float %vl.0, float %dp7)
  %dp7.n.1 = call float @llvm.fmuladd.f32(float %ol7.1, float %vl.1, float %dp7.n.0)
  %dp7.n.2 = call float @llvm.fmuladd.f32(float %ol7.2, float %vl.2, float %dp7.n.1)
  %dp7.n.3 = call float @llvm.fmuladd.f32(float %ol7.3, float %vl.3, float %dp7.n.2)
  %dp7.n.4 = call float @llvm.fmuladd.f32(float %ol7.4, float %vl.4, float %dp7.n.3)
  %dp7.n.5 = call float @llvm.fmuladd.f32(float %ol7.5, float %vl.5, float %dp7.n.4)
  %dp7.n.6 = call float @llvm.fmuladd.f32(float %ol7.6, float %vl.6, float %dp7.n.5)
  %dp7.n = call float @llvm.fmuladd.f32(float %ol7.7, float %vl.7, float %dp7.n.6)

  %dc.n = add i32 %dc, 1
  %dmore = icmp slt i32 %dc.n, 8
  br i1 %dmore, label %dloop, label %pds

; P, dS of the owned entries (masked: rows past lq, keys past lk, causal) into LDS
pds:
  %ajg = add i32 %n0, %aj
  ; the last key row %arg0 sees, -1 past lq: one compare per entry, and no lane masks
  ; live across the KV loop (they would be SGPR pairs)
  %ar0 = add i32 %arl, 0
  %arg0 = add i32 %m0, %ar0
  %iin0 = icmp slt i32 %arg0, %seqlen_q
  %lim0 = add i32 %lk, -1
  %rl0 = select i1 %iin0, i32 %lim0, i32 -1
  %keep0 = icmp sle i32 %ajg, %rl0
  %lr0.p = getelementptr inbounds [64 x float], ptr addrspace(3) @lse_s, i32 0, i32 %ar0
  %lr0 = load float, ptr addrspace(3) %lr0.p, align 4
  %dr0.p = getelementptr inbounds [64 x float], ptr addrspace(3) @dl_s, i32 0, i32 %ar0
  %dr0 = load float, ptr addrspace(3) %dr0.p, align 4
  %e0.nl = fneg float %lr0
  %e0.x = call float @llvm.fmuladd.f32(float %s0.n, float %sl2, float %e0.nl)
  %e0.e = call float @llvm.exp2.f32(float %e0.x)
  %e0.fin = fcmp une float %lr0, 0xFFF0000000000000
  %e0.k = and i1 %keep0, %e0.fin
  %e0.p = select i1 %e0.k, float %e0.e, float 0.0
  %e0.dd = fsub float %dp0.n, %dr0
  %e0.ds = fmul float %e0.p, %e0.dd
  %dsi0.r = mul i32 %ar0, 33
  %dsi0 = add i32 %dsi0.r, %aj
  %dsp0 = getelementptr inbounds [2112 x float], ptr addrspace(3) @ds_s, i32 0, i32 %dsi0
  store float %e0.ds, ptr addrspace(3) %dsp0, align 4
  ; the last key row %arg1 sees, -1 past lq: one compare per entry, and no lane masks
  ; live across the KV loop (they would be SGPR pairs)
  %ar1 = add i32 %arl, 8
  %arg1 = add i32 %m0, %ar1
  %iin1 = icmp slt i32 %arg1, %seqlen_q
  %lim1 = add i32 %lk, -1
  %rl1 = select i1 %iin1, i32 %lim1, i32 -1
  %keep1 = icmp sle i32 %ajg, %rl1
  %lr1.p = getelementptr inbounds [64 x float], ptr addrspace(3) @lse_s, i32 0, i32 %ar1
  %lr1 = load float, ptr addrspace(3) %lr1.p, align 4
  %dr1.p = getelementptr inbounds [64 x float], ptr addrspace(3) @dl_s, i32 0, i32 %ar1
  %dr1 = load float, ptr addrspace(3) %dr1.p, align 4
  %e1.nl = fneg float %lr1
  %e1.x = call float @llvm.fmuladd.f32(float %s1.n, float %sl2, float %e1.nl)
  %e1.e = call float @llvm.exp2.f32(float %e1.x)
  %e1.fin = fcmp une float %lr1, 0xFFF0000000000000
  %e1.k = and i1 %keep1, %e1.fin
  %e1.p = select i1 %e1.k, float %e1.e, float 0.0
  %e1.dd = fsub float %dp1.n, %dr1
  %e1.ds = fmul float %e1.p, %e1.dd
  %dsi1.r = mul i32 %ar1, 33
  %dsi1 = add i32 %dsi1.r, %aj
  %dsp1 = getelementptr inbounds [2112 x float], ptr addrspace(3) @ds_s, i32 0, i32 %dsi1
  store float %e1.ds, ptr addrspace(3) %dsp1, align 4
  ; the last key row %arg2 sees, -1 past lq: one compare per entry, and no lane masks
  ; live across the KV loop (they would be SGPR pairs)
  %ar2 = add i32 %arl, 16
  %arg2 = add i32 %m0, %ar2
  %iin2 = icmp slt i32 %arg2, %seqlen_q
  %lim2 = add i32 %lk, -1
  %rl2 = select i1 %iin2, i32 %lim2, i32 -1
  %keep2 = icmp sle i32 %ajg, %rl2
  %lr2.p = getelementptr inbounds [64 x float], ptr addrspace(3) @lse_s, i32 0, i32 %ar2
  %lr2 = load float, ptr addrspace(3) %lr2.p, align 4
  %dr2.p = getelementptr inbounds [64 x float], ptr addrspace(3) @dl_s, i32 0, i32 %ar2
  %dr2 = load float, ptr addrspace(3) %dr2.p, align 4
  %e2.nl = fneg float %lr2
  %e2.x = call float @llvm.fmuladd.f32(float %s2.n, float %sl2, float %e2.nl)
  %e2.e = call float @llvm.exp2.f32(float %e2.x)
  %e2.fin = fcmp une float %lr2, 0xFFF0000000000000
  %e2.k = and i1 %keep2, %e2.fin
  %e2.p = select i1 %e2.k, float %e2.e, float 0.0
  %e2.dd = fsub float %dp2.n, %dr2
  %e2.ds = fmul float %e2.p, %e2.dd
  %dsi2.r = mul i32 %ar2, 33
  %dsi2 = add i32 %dsi2.r, %aj
  %dsp2 = getelementptr inbounds [2112 x float], ptr addrspace(3) @ds_s, i32 0, i32 %dsi2
  store float %e2.ds, ptr addrspace(3) %dsp2, align 4
  ; the last key row %arg3 sees, -1 past lq: one compare per entry, and no lane masks
  ; live across the KV loop (they would be SGPR pairs)
  %ar3 = add i32 %arl, 24
  %arg3 = add i32 %m0, %ar3
  %iin3 = icmp slt i32 %arg3, %seqlen_q
  %lim3 = add i32 %lk, -1
  %rl3 = select i1 %iin3, i32 %lim3, i32 -1
  %keep3 = icmp sle i32 %ajg, %rl3
  %lr3.p = getelementptr inbounds [64 x float], ptr addrspace(3) @lse_s, i32 0, i32 %ar3
  %lr3 = load float, ptr addrspace(3) %lr3.p, align 4
  %dr3.p = getelementptr inbounds [64 x float], ptr addrspace(3) @dl_s, i32 0, i32 %ar3
  %dr3 = load float, ptr addrspace(3) %dr3.p, align 4
  %e3.nl = fneg float %lr3
  %e3.x = call float @llvm.fmuladd.f32(float %s3.n, float %sl2, float %e3.nl)
  %e3.e = call float @llvm.exp2.f32(float %e3.x)
  %e3.fin = fcmp une float %lr3, 0xFFF0000000000000
  %e3.k = and i1 %keep3, %e3.fin
  %e3.p = select i1 %e3.k, float %e3.e, float 0.0
  %e3.dd = fsub float %dp3.n, %dr3
  %e3.ds = fmul float %e3.p, %e3.dd
  %dsi3.r = mul i32 %ar3, 33
  %dsi3 = add i32 %dsi3.r, %aj
  %dsp3 = getelementptr inbounds [2112 x float], ptr addrspace(3) @ds_s, i32 0, i32 %dsi3
  store float %e3.ds, ptr addrspace(3) %dsp3, align 4
  ; the last key row %arg4 sees, -1 past lq: one compare per entry, and no lane masks
  ; live across the KV loop (they would be SGPR pairs)
  %ar4 = add i32 %arl, 32
  %arg4 = add i32 %m0, %ar4
  %iin4 = icmp slt i32 %arg4, %seqlen_q
  %lim4 = add i32 %lk, -1
  %rl4 = select i1 %iin4, i32 %lim4, i32 -1
  %keep4 = icmp sle i32 %ajg, %rl4
  %lr4.p = getelementptr inbounds [64 x float], ptr addrspace(3) @lse_s, i32 0, i32 %ar4
  %lr4 = load float, ptr addrspace(3) %lr4.p, align 4
  %dr4.p = getelementptr inbounds [64 x float], ptr addrspace(3) @dl_s, i32 0, i32 %ar4
  %dr4 = load float, ptr addrspace(3) %dr4.p, align 4
  %e4.nl = fneg float %lr4
  %e4.x = call float @llvm.fmuladd.f32(float %s4.n, float %sl2, float %e4.nl)
  %e4.e = call float @llvm.exp2.f32(float %e4.x)
  %e4.fin = fcmp une float %lr4, 0xFFF0000000000000
  %e4.k = and i1 %keep4, %e4.fin
  %e4.p = select i1 %e4.k, float %e4.e, float 0.0
  %e4.dd = fsub float %dp4.n, %dr4
  %e4.ds = fmul float %e4.p, %e4.dd
  %dsi4.r = mul i32 %ar4, 33
  %dsi4 = add i32 %dsi4.r, %aj
  %dsp4 = getelementptr inbounds [2112 x float], ptr addrspace(3) @ds_s, i32 0, i32 %dsi4
  store float %e4.ds, ptr addrspace(3) %dsp4, align 4
  ; the last key row %arg5 sees, -1 past lq: one compare per entry, and no lane masks
  ; live across the KV loop (they would be SGPR pairs)
  %ar5 = add i32 %arl, 40
  %arg5 = add i32 %m0, %ar5
  %iin5 = icmp slt i32 %arg5, %seqlen_q
  %lim5 = add i32 %lk, -1
  %rl5 = select i1 %iin5, i32 %lim5, i32 -1
  %keep5 = icmp sle i32 %ajg, %rl5
  %lr5.p = getelementptr inbounds [64 x float], ptr addrspace(3) @lse_s, i32 0, i32 %ar5
  %lr5 = load float, ptr addrspace(3) %lr5.p, align 4
  %dr5.p = getelementptr inbounds [64 x float], ptr addrspace(3) @dl_s, i32 0, i32 %ar5
  %dr5 = load float, ptr addrspace(3) %dr5.p, align 4
  %e5.nl = fneg float %lr5
  %e5.x = call float @llvm.fmuladd.f32(float %s5.n, float %sl2, float %e5.nl)
  %e5.e = call float @llvm.exp2.f32(float %e5.x)
  %e5.fin = fcmp une float %lr5, 0xFFF0000000000000
  %e5.k = and i1 %keep5, %e5.fin
  %e5.p = select i1 %e5.k, float %e5.e, float 0.0
  %e5.dd = fsub float %dp5.n, %dr5
  %e5.ds = fmul float %e5.p, %e5.dd
  %dsi5.r = mul i32 %ar5, 33
  %dsi5 = add i32 %dsi5.r, %aj
  %dsp5 = getelementptr inbounds [2112 x float], ptr addrspace(3) @ds_s, i32 0, i32 %dsi5
  store float %e5.ds, ptr addrspace(3) %dsp5, align 4
  ; the last key row %arg6 sees, -1 past lq: one compare per entry, and no lane masks
  ; live across the KV loop (they would be SGPR pairs)
  %ar6 = add i32 %arl, 48
  %arg6 = add i32 %m0, %ar6
  %iin6 = icmp slt i32 %arg6, %seqlen_q
  %lim6 = add i32 %lk, -1
  %rl6 = select i1 %iin6, i32 %lim6, i32 -1
  %keep6 = icmp sle i32 %ajg, %rl6
  %lr6.p = getelementptr inbounds [64 x float], ptr addrspace(3) @lse_s, i32 0, i32 %ar6
  %lr6 = load float, ptr addrspace(3) %lr6.p, align 4
  %dr6.p = getelementptr inbounds [64 x float], ptr addrspace(3) @dl_s, i32 0, i32 %ar6
  %dr6 = load float, ptr addrspace(3) %dr6.p, align 4
  %e6.nl = fneg float %lr6
  %e6.x = call float @llvm.fmuladd.f32(float %s6.n, float %sl2, float %e6.nl)
  %e6.e = call float @llvm.exp2.f32(float %e6.x)
  %e6.fin = fcmp une float %lr6, 0xFFF0000000000000
  %e6.k = and i1 %keep6, %e6.fin
  %e6.p = select i1 %e6.k, float %e6.e, float 0.0
  %e6.dd = fsub float %dp6.n, %dr6
  %e6.ds = fmul float %e6.p, %e6.dd
  %dsi6.r = mul i32 %ar6, 33
  %dsi6 = add i32 %dsi6.r, %aj
  %dsp6 = getelementptr inbounds [2112 x float], ptr addrspace(3) @ds_s, i32 0, i32 %dsi6
  store float %e6.ds, ptr addrspace(3) %dsp6, align 4
  ; the last key row %arg7 sees, -1 past lq: one compare per entry, and no lane masks
  ; live across the KV loop (they would be SGPR pairs)
  %ar7 = add i32 %arl, 56
  %arg7 = add i32 %m0, %ar7
  %iin7 = icmp slt i32 %arg7, %seqlen_q
  %lim7 = add i32 %lk, -1
  %rl7 = select i1 %iin7, i32 %lim7, i32 -1
  %keep7 = icmp sle i32 %ajg, %rl7
  %lr7.p = getelementptr inbounds [64 x float], ptr addrspace(3) @lse_s, i32 0, i32 %ar7
  %lr7 = load float, ptr addrspace(3) %lr7.p, align 4
  %dr7.p = getelementptr inbounds [64 x float], ptr addrspace(3) @dl_s, i32 0, i32 %ar7
  %dr7 = load float, ptr addrspace(3) %dr7.p, align 4
  %e7.nl = fneg float %lr7
  %e7.x = call float @llvm.fmuladd.f32(float %s7.n, float %sl2, float %e7.nl)
  %e7.e = call float @llvm.exp2.f32(float %e7.x)
  %e7.fin = fcmp une float %lr7, 0xFFF0000000000000
  %e7.k = and i1 %keep7, %e7.fin
  %e7.p = select i1 %e7.k, float %e7.e, float 0.0
  %e7.dd = fsub float %dp7.n, %dr7
  %e7.ds = fmul float %e7.p, %e7.dd
  %dsi7.r = mul i32 %ar7, 33
  %dsi7 = add i32 %dsi7.r, %aj
  %dsp7 = getelementptr inbounds [2112 x float], ptr addrspace(3) @ds_s, i32 0, i32 %dsi7
  store float %e7.ds, ptr addrspace(3) %dsp7, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %jloop

; phase C: dQ[row %cr] += sum_j dS[%cr][j] * k[j], j in key order
jloop:
  %j = phi i32 [ 0, %pds ], [ %j.n, %jloop ]
  %jacc0 = phi <8 x float> [ %acc0, %pds ], [ %jacc0.n, %jloop ]
  %jacc1 = phi <8 x float> [ %acc1, %pds ], [ %jacc1.n, %jloop ]
  %cds.i = add i32 %cds.base, %j
  %cds.p = getelementptr inbounds [2112 x float], ptr addrspace(3) @ds_s, i32 0, i32 %cds.i
  %cds = load float, ptr addrspace(3) %cds.p, align 4
  %cdsv.s0 = insertelement <8 x float> poison, float %cds, i64 0
  %cdsv = shufflevector <8 x float> %cdsv.s0, <8 x float> poison, <8 x i32> zeroinitializer
  %ck.r = mul i32 %j, 72
  %ck.i = add i32 %ck.r, %ccol
  %ck0 = add i32 %ck.i, 0
  %kc0.p = getelementptr inbounds half, ptr addrspace(3) @k_s, i32 %ck0
  %kc0.h = load <8 x half>, ptr addrspace(3) %kc0.p, align 16
  %kc0.f = fpext <8 x half> %kc0.h to <8 x float>
  %jacc0.n = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %cdsv, <8 x float> %kc0.f, <8 x float> %jacc0)
  %ck1 = add i32 %ck.i, 8
  %kc1.p = getelementptr inbounds half, ptr addrspace(3) @k_s, i32 %ck1
  %kc1.h = load <8 x half>, ptr addrspace(3) %kc1.p, align 16
  %kc1.f = fpext <8 x half> %kc1.h to <8 x float>
  %jacc1.n = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %cdsv, <8 x float> %kc1.f, <8 x float> %jacc1)
  %j.n = add i32 %j, 1
  %jmore = icmp slt i32 %j.n, 32
  br i1 %jmore, label %jloop, label %tend

tend:
  ; every work-item is done with K and dS before the next tile overwrites them
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %nt.n = add i32 %nt, 1
  br label %kvloop

fin:
  %crs = add i32 %m0, %cr
  %cin = icmp slt i32 %crs, %seqlen_q
  br i1 %cin, label %wr, label %exit

wr:
  %ct = add i32 %q.tok0, %crs
  %cw.r64 = sext i32 %ct to i64
  %cw.h64 = sext i32 %num_heads_q to i64
  %cw.hh64 = sext i32 %h to i64
  %cw.rh = mul nsw i64 %cw.r64, %cw.h64
  %cw.rhh = add nsw i64 %cw.rh, %cw.hh64
  %cw.base = mul i64 %cw.rhh, 64
  %ccol64 = zext i32 %ccol to i64
  %cw.off = add i64 %cw.base, %ccol64
  %scv.s0 = insertelement <8 x float> poison, float %scale, i64 0
  %scv = shufflevector <8 x float> %scv.s0, <8 x float> poison, <8 x i32> zeroinitializer
  %cw.o0 = add i64 %cw.off, 0
  %cw.p0 = getelementptr inbounds half, ptr addrspace(1) %dq, i64 %cw.o0
  %cw.s0 = fmul <8 x float> %acc0, %scv
  %cw.y0 = fptrunc <8 x float> %cw.s0 to <8 x half>
  store <8 x half> %cw.y0, ptr addrspace(1) %cw.p0, align 16
  %cw.o1 = add i64 %cw.off, 8
  %cw.p1 = getelementptr inbounds half, ptr addrspace(1) %dq, i64 %cw.o1
  %cw.s1 = fmul <8 x float> %acc1, %scv
  %cw.y1 = fptrunc <8 x float> %cw.s1 to <8 x half>
  store <8 x half> %cw.y1, ptr addrspace(1) %cw.p1, align 16
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
declare <8 x float> @llvm.fmuladd.v8f32(<8 x float>, <8 x float>, <8 x float>)

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="256,256" "uniform-work-group-size"="true" "denormal-fp-math-f32"="preserve-sign,preserve-sign" "amdgpu-no-implicitarg-ptr" "amdgpu-no-dispatch-ptr" "amdgpu-no-queue-ptr" "amdgpu-no-dispatch-id" "amdgpu-no-hostcall-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-lds-kernel-id" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-agpr-alloc"="0" "target-cpu"="gfx942" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{}
