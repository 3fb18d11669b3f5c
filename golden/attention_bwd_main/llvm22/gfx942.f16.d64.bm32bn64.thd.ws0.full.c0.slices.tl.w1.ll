; rocke attention_bwd_main gfx942.f16.d64.bm32bn64.thd.ws0.full.c0.slices.tl.w1 llvm22
; generated from templates/attention_bwd_main.ll.j2; do not edit
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@k.lds = internal addrspace(3) global [4608 x half] poison, align 16
@v.lds = internal addrspace(3) global [4608 x half] poison, align 16
@q.lds = internal addrspace(3) global [2048 x half] poison, align 16
@do.lds = internal addrspace(3) global [2048 x half] poison, align 16
@pds.lds = internal addrspace(3) global [2080 x float] poison, align 16
@lse.lds = internal addrspace(3) global [32 x float] poison, align 16
@dl.lds = internal addrspace(3) global [32 x float] poison, align 16

define amdgpu_kernel void @rocke_bwd_main_gfx942_f16_d64_bm32bn64_thd_ws0_full_c0_slices_tl_w1(ptr addrspace(1) noalias readonly %q, ptr addrspace(1) noalias readonly %k, ptr addrspace(1) noalias readonly %v, ptr addrspace(1) noalias readonly %dout, ptr addrspace(1) noalias readonly %lse, ptr addrspace(1) noalias readonly %delta, ptr addrspace(1) noalias writeonly %dk, ptr addrspace(1) noalias writeonly %dv, ptr addrspace(1) noalias writeonly %dq_ws, ptr addrspace(1) noalias readonly %cu_seqlens_q, i32 %total_q, ptr addrspace(1) noalias readonly %cu_seqlens_k, i32 %total_k, i32 %max_seqlen_q, i32 %max_seqlen_k, i32 %ws_rows, i32 %num_heads_q, i32 %num_heads_kv, float %scale, i32 %window_left, i32 %window_right) #0 {
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

  %n0 = mul i32 %tile, 64
  %kv.in = icmp slt i32 %n0, %kv.len
  %kv.live = and i1 %kv.in, %gqa.ok
  %dlk = sub i32 %kv.len, %q.len
  ; window_right: below 0 (unbounded) or from 536870912 on, 536870912
  %wn.r.in = icmp ult i32 %window_right, 536870912
  %wn.r = select i1 %wn.r.in, i32 %window_right, i32 536870912
  %wn.hi = add i32 0, %wn.r
  ; window_left: below 0 (unbounded) or from 536870912 on, 536870912
  %wn.l.in = icmp ult i32 %window_left, 536870912
  %wn.l = select i1 %wn.l.in, i32 %window_left, i32 536870912
  %wn.lo = sub i32 0, %wn.l
  %hq0 = mul i32 %h, %group
  %sl2 = fmul float %scale, 0x3FF7154760000000
  %ld.r = lshr i32 %tid, 3
  %ld.v = and i32 %tid, 7
  %ld.col = shl i32 %ld.v, 3
  %ld.col64 = zext i32 %ld.col to i64
  ; phase A: rows ri + a*8 (a < 4) x columns cj + b*32 (b < 2)
  %pa.cj = and i32 %tid, 31
  %pa.ri = lshr i32 %tid, 5
  %pa.kb = mul i32 %pa.cj, 72
  %pa.qb = mul i32 %pa.ri, 64
  %pa.pr = mul i32 %pa.ri, 65
  %pa.pb = add i32 %pa.pr, %pa.cj
  %pa.cg0 = add i32 %n0, 0
  %pa.cgt0 = add i32 %pa.cg0, %pa.cj
  %pa.cv0 = icmp slt i32 %pa.cgt0, %kv.len
  %pa.cg1 = add i32 %n0, 32
  %pa.cgt1 = add i32 %pa.cg1, %pa.cj
  %pa.cv1 = icmp slt i32 %pa.cgt1, %kv.len
  ; phase B: 16 elements of KV row pb.j
  %pb.j = lshr i32 %tid, 2
  %pb.c = and i32 %tid, 3
  %pb.col = mul i32 %pb.c, 16
  %pb.col64 = zext i32 %pb.col to i64
  ; phase C: 8 elements of Q row pc.i
  %pc.i = lshr i32 %tid, 3
  %pc.c = and i32 %tid, 7
  %pc.col = mul i32 %pc.c, 8
  %pc.col64 = zext i32 %pc.col to i64
  %pc.pb = mul i32 %pc.i, 65
  ; slice of this KV tile: [tile, ws_rows, Hq, D]
  %sl.t = zext i32 %tile to i64
  %sl.rows = sext i32 %ws_rows to i64
  %sl.h = sext i32 %num_heads_q to i64
  %sl.a = mul i64 %sl.t, %sl.rows
  %sl.b = mul i64 %sl.a, %sl.h
  %sl.base = mul i64 %sl.b, 64
  %lt.on = icmp ult i32 %tid, 32
  ; every workgroup writes its slice, an empty KV tile writes zeros
  br i1 %kv.live, label %kvload, label %heads

kvload:
  %kt.last = sub i32 %kv.len, 1
  %kt.r0 = add i32 %ld.r, 0
  %kt.s0 = add i32 %n0, %kt.r0
  %kt.v0 = icmp slt i32 %kt.s0, %kv.len
  %kt.c0 = select i1 %kt.v0, i32 %kt.s0, i32 %kt.last
  %kt.t0 = add i32 %kv.tok0, %kt.c0
  %kt.g0.r64 = sext i32 %kt.t0 to i64
  %kt.g0.h64 = sext i32 %num_heads_kv to i64
  %kt.g0.hh64 = sext i32 %h to i64
  %kt.g0.rh = mul nsw i64 %kt.g0.r64, %kt.g0.h64
  %kt.g0.rhh = add nsw i64 %kt.g0.rh, %kt.g0.hh64
  %kt.g0.base = mul i64 %kt.g0.rhh, 64
  %kt.off0 = add i64 %kt.g0.base, %ld.col64
  %kt.gp0 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kt.off0
  %kt.ld0 = load <8 x half>, ptr addrspace(1) %kt.gp0, align 16
  %kt.x0 = select i1 %kt.v0, <8 x half> %kt.ld0, <8 x half> zeroinitializer
  %kt.li0 = mul i32 %kt.r0, 72
  %kt.lo0 = add i32 %kt.li0, %ld.col
  %kt.lp0 = getelementptr inbounds half, ptr addrspace(3) @k.lds, i32 %kt.lo0
  store <8 x half> %kt.x0, ptr addrspace(3) %kt.lp0, align 16
  %kt.r1 = add i32 %ld.r, 32
  %kt.s1 = add i32 %n0, %kt.r1
  %kt.v1 = icmp slt i32 %kt.s1, %kv.len
  %kt.c1 = select i1 %kt.v1, i32 %kt.s1, i32 %kt.last
  %kt.t1 = add i32 %kv.tok0, %kt.c1
  %kt.g1.r64 = sext i32 %kt.t1 to i64
  %kt.g1.h64 = sext i32 %num_heads_kv to i64
  %kt.g1.hh64 = sext i32 %h to i64
  %kt.g1.rh = mul nsw i64 %kt.g1.r64, %kt.g1.h64
  %kt.g1.rhh = add nsw i64 %kt.g1.rh, %kt.g1.hh64
  %kt.g1.base = mul i64 %kt.g1.rhh, 64
  %kt.off1 = add i64 %kt.g1.base, %ld.col64
  %kt.gp1 = getelementptr inbounds half, ptr addrspace(1) %k, i64 %kt.off1
  %kt.ld1 = load <8 x half>, ptr addrspace(1) %kt.gp1, align 16
  %kt.x1 = select i1 %kt.v1, <8 x half> %kt.ld1, <8 x half> zeroinitializer
  %kt.li1 = mul i32 %kt.r1, 72
  %kt.lo1 = add i32 %kt.li1, %ld.col
  %kt.lp1 = getelementptr inbounds half, ptr addrspace(3) @k.lds, i32 %kt.lo1
  store <8 x half> %kt.x1, ptr addrspace(3) %kt.lp1, align 16

  %vt.last = sub i32 %kv.len, 1
  %vt.r0 = add i32 %ld.r, 0
  %vt.s0 = add i32 %n0, %vt.r0
  %vt.v0 = icmp slt i32 %vt.s0, %kv.len
  %vt.c0 = select i1 %vt.v0, i32 %vt.s0, i32 %vt.last
  %vt.t0 = add i32 %kv.tok0, %vt.c0
  %vt.g0.r64 = sext i32 %vt.t0 to i64
  %vt.g0.h64 = sext i32 %num_heads_kv to i64
  %vt.g0.hh64 = sext i32 %h to i64
  %vt.g0.rh = mul nsw i64 %vt.g0.r64, %vt.g0.h64
  %vt.g0.rhh = add nsw i64 %vt.g0.rh, %vt.g0.hh64
  %vt.g0.base = mul i64 %vt.g0.rhh, 64
  %vt.off0 = add i64 %vt.g0.base, %ld.col64
  %vt.gp0 = getelementptr inbounds half, ptr addrspace(1) %v, i64 %vt.off0
  %vt.ld0 = load <8 x half>, ptr addrspace(1) %vt.gp0, align 16
  %vt.x0 = select i1 %vt.v0, <8 x half> %vt.ld0, <8 x half> zeroinitializer
  %vt.li0 = mul i32 %vt.r0, 72
  %vt.lo0 = add i32 %vt.li0, %ld.col
  %vt.lp0 = getelementptr inbounds half, ptr addrspace(3) @v.lds, i32 %vt.lo0
  store <8 x half> %vt.x0, ptr addrspace(3) %vt.lp0, align 16
  %vt.r1 = add i32 %ld.r, 32
  %vt.s1 = add i32 %n0, %vt.r1
  %vt.v1 = icmp slt i32 %vt.s1, %kv.len
  %vt.c1 = select i1 %vt.v1, i32 %vt.s1, i32 %vt.last
  %vt.t1 = add i32 %kv.tok0, %vt.c1
  %vt.g1.r64 = sext i32 %vt.t1 to i64
  %vt.g1.h64 = sext i32 %num_heads_kv to i64
  %vt.g1.hh64 = sext i32 %h to i64
  %vt.g1.rh = mul nsw i64 %vt.g1.r64, %vt.g1.h64
  %vt.g1.rhh = add nsw i64 %vt.g1.rh, %vt.g1.hh64
  %vt.g1.base = mul i64 %vt.g1.rhh, 64
  %vt.off1 = add i64 %vt.g1.base, %ld.col64
  %vt.gp1 = getelementptr inbounds half, ptr addrspace(1) %v, i64 %vt.off1
  %vt.ld1 = load <8 x half>, ptr addrspace(1) %vt.gp1, align 16
  %vt.x1 = select i1 %vt.v1, <8 x half> %vt.ld1, <8 x half> zeroinitializer
  %vt.li1 = mul i32 %vt.r1, 72
  %vt.lo1 = add i32 %vt.li1, %ld.col
  %vt.lp1 = getelementptr inbounds half, ptr addrspace(3) @v.lds, i32 %vt.lo1
  store <8 x half> %vt.x1, ptr addrspace(3) %vt.lp1, align 16

  br label %heads

heads:
  ; one loop over (query head g of the group, Q tile m0): a single set of accumulator phis
  %q.any = icmp sgt i32 %q.len, 0
  %g.any = icmp sgt i32 %group, 0
  %any = and i1 %q.any, %g.any
  br i1 %any, label %qt, label %store

qt:
  %g = phi i32 [ 0, %heads ], [ %g.n, %qt.next ]
  %m0 = phi i32 [ 0, %heads ], [ %m0.n, %qt.next ]
  %qt.dk0 = phi float [ 0.0, %heads ], [ %mg.dk0, %qt.next ]
  %qt.dv0 = phi float [ 0.0, %heads ], [ %mg.dv0, %qt.next ]
  %qt.dk1 = phi float [ 0.0, %heads ], [ %mg.dk1, %qt.next ]
  %qt.dv1 = phi float [ 0.0, %heads ], [ %mg.dv1, %qt.next ]
  %qt.dk2 = phi float [ 0.0, %heads ], [ %mg.dk2, %qt.next ]
  %qt.dv2 = phi float [ 0.0, %heads ], [ %mg.dv2, %qt.next ]
  %qt.dk3 = phi float [ 0.0, %heads ], [ %mg.dk3, %qt.next ]
  %qt.dv3 = phi float [ 0.0, %heads ], [ %mg.dv3, %qt.next ]
  %qt.dk4 = phi float [ 0.0, %heads ], [ %mg.dk4, %qt.next ]
  %qt.dv4 = phi float [ 0.0, %heads ], [ %mg.dv4, %qt.next ]
  %qt.dk5 = phi float [ 0.0, %heads ], [ %mg.dk5, %qt.next ]
  %qt.dv5 = phi float [ 0.0, %heads ], [ %mg.dv5, %qt.next ]
  %qt.dk6 = phi float [ 0.0, %heads ], [ %mg.dk6, %qt.next ]
  %qt.dv6 = phi float [ 0.0, %heads ], [ %mg.dv6, %qt.next ]
  %qt.dk7 = phi float [ 0.0, %heads ], [ %mg.dk7, %qt.next ]
  %qt.dv7 = phi float [ 0.0, %heads ], [ %mg.dv7, %qt.next ]
  %qt.dk8 = phi float [ 0.0, %heads ], [ %mg.dk8, %qt.next ]
  %qt.dv8 = phi float [ 0.0, %heads ], [ %mg.dv8, %qt.next ]
  %qt.dk9 = phi float [ 0.0, %heads ], [ %mg.dk9, %qt.next ]
  %qt.dv9 = phi float [ 0.0, %heads ], [ %mg.dv9, %qt.next ]
  %qt.dk10 = phi float [ 0.0, %heads ], [ %mg.dk10, %qt.next ]
  %qt.dv10 = phi float [ 0.0, %heads ], [ %mg.dv10, %qt.next ]
  %qt.dk11 = phi float [ 0.0, %heads ], [ %mg.dk11, %qt.next ]
  %qt.dv11 = phi float [ 0.0, %heads ], [ %mg.dv11, %qt.next ]
  %qt.dk12 = phi float [ 0.0, %heads ], [ %mg.dk12, %qt.next ]
  %qt.dv12 = phi float [ 0.0, %heads ], [ %mg.dv12, %qt.next ]
  %qt.dk13 = phi float [ 0.0, %heads ], [ %mg.dk13, %qt.next ]
  %qt.dv13 = phi float [ 0.0, %heads ], [ %mg.dv13, %qt.next ]
  %qt.dk14 = phi float [ 0.0, %heads ], [ %mg.dk14, %qt.next ]
  %qt.dv14 = phi float [ 0.0, %heads ], [ %mg.dv14, %qt.next ]
  %qt.dk15 = phi float [ 0.0, %heads ], [ %mg.dk15, %qt.next ]
  %qt.dv15 = phi float [ 0.0, %heads ], [ %mg.dv15, %qt.next ]
  %hq = add i32 %hq0, %g
  %lb.h64 = sext i32 %hq to i64
  %lb.n64 = sext i32 %total_q to i64
  %lb.hs = mul nsw i64 %lb.h64, %lb.n64
  %lb.t64 = sext i32 %q.tok0 to i64
  %lb = add nsw i64 %lb.hs, %lb.t64

  br label %qt.test

qt.test:
  ; visited iff some entry is unmasked (window (window_left, window_right) top-left): n0 <= the last row's upper limit
  %qt.end = add i32 %m0, 32
  %qt.short = icmp slt i32 %qt.end, %q.len
  %qt.endc = select i1 %qt.short, i32 %qt.end, i32 %q.len
  %qt.lastr = sub i32 %qt.endc, 1
  %qt.lim = add i32 %qt.lastr, %wn.hi
  %qt.see = icmp sle i32 %n0, %qt.lim
  ; and the first row's lower limit is at most the tile's last key
  %qt.krem = sub i32 %kv.len, %n0
  %qt.kfull = icmp sgt i32 %qt.krem, 64
  %qt.kn = select i1 %qt.kfull, i32 64, i32 %qt.krem
  %qt.kend = add i32 %n0, %qt.kn
  %qt.lastk = sub i32 %qt.kend, 1
  %qt.low = add i32 %m0, %wn.lo
  %qt.seel = icmp sle i32 %qt.low, %qt.lastk
  %qt.both = and i1 %qt.see, %qt.seel
  %visit = and i1 %kv.live, %qt.both
  br i1 %visit, label %pair, label %qt.skip

qt.skip:
  br label %qt.merge

pair:
  %qtl.last = sub i32 %q.len, 1
  %qtl.r0 = add i32 %ld.r, 0
  %qtl.s0 = add i32 %m0, %qtl.r0
  %qtl.v0 = icmp slt i32 %qtl.s0, %q.len
  %qtl.c0 = select i1 %qtl.v0, i32 %qtl.s0, i32 %qtl.last
  %qtl.t0 = add i32 %q.tok0, %qtl.c0
  %qtl.g0.r64 = sext i32 %qtl.t0 to i64
  %qtl.g0.h64 = sext i32 %num_heads_q to i64
  %qtl.g0.hh64 = sext i32 %hq to i64
  %qtl.g0.rh = mul nsw i64 %qtl.g0.r64, %qtl.g0.h64
  %qtl.g0.rhh = add nsw i64 %qtl.g0.rh, %qtl.g0.hh64
  %qtl.g0.base = mul i64 %qtl.g0.rhh, 64
  %qtl.off0 = add i64 %qtl.g0.base, %ld.col64
  %qtl.gp0 = getelementptr inbounds half, ptr addrspace(1) %q, i64 %qtl.off0
  %qtl.ld0 = load <8 x half>, ptr addrspace(1) %qtl.gp0, align 16
  %qtl.x0 = select i1 %qtl.v0, <8 x half> %qtl.ld0, <8 x half> zeroinitializer
  %qtl.li0 = mul i32 %qtl.r0, 64
  %qtl.lo0 = add i32 %qtl.li0, %ld.col
  %qtl.lp0 = getelementptr inbounds half, ptr addrspace(3) @q.lds, i32 %qtl.lo0
  store <8 x half> %qtl.x0, ptr addrspace(3) %qtl.lp0, align 16

  %otl.last = sub i32 %q.len, 1
  %otl.r0 = add i32 %ld.r, 0
  %otl.s0 = add i32 %m0, %otl.r0
  %otl.v0 = icmp slt i32 %otl.s0, %q.len
  %otl.c0 = select i1 %otl.v0, i32 %otl.s0, i32 %otl.last
  %otl.t0 = add i32 %q.tok0, %otl.c0
  %otl.g0.r64 = sext i32 %otl.t0 to i64
  %otl.g0.h64 = sext i32 %num_heads_q to i64
  %otl.g0.hh64 = sext i32 %hq to i64
  %otl.g0.rh = mul nsw i64 %otl.g0.r64, %otl.g0.h64
  %otl.g0.rhh = add nsw i64 %otl.g0.rh, %otl.g0.hh64
  %otl.g0.base = mul i64 %otl.g0.rhh, 64
  %otl.off0 = add i64 %otl.g0.base, %ld.col64
  %otl.gp0 = getelementptr inbounds half, ptr addrspace(1) %dout, i64 %otl.off0
  %otl.ld0 = load <8 x half>, ptr addrspace(1) %otl.gp0, align 16
  %otl.x0 = select i1 %otl.v0, <8 x half> %otl.ld0, <8 x half> zeroinitializer
  %otl.li0 = mul i32 %otl.r0, 64
  %otl.lo0 = add i32 %otl.li0, %ld.col
  %otl.lp0 = getelementptr inbounds half, ptr addrspace(3) @do.lds, i32 %otl.lo0
  store <8 x half> %otl.x0, ptr addrspace(3) %otl.lp0, align 16

  br i1 %lt.on, label %lt, label %pair.sync

lt:
  ; lse (times log2e) and delta of the tile rows; rows past len_q are zeros
  %lt.s = add i32 %m0, %tid
  %lt.v = icmp slt i32 %lt.s, %q.len
  %lt.last = sub i32 %q.len, 1
  %lt.c = select i1 %lt.v, i32 %lt.s, i32 %lt.last
  %lt.i.r64 = sext i32 %lt.c to i64
  %lt.i = add nsw i64 %lb, %lt.i.r64
  %lt.i.lp = getelementptr inbounds float, ptr addrspace(1) %lse, i64 %lt.i
  %lt.i.dp = getelementptr inbounds float, ptr addrspace(1) %delta, i64 %lt.i

  %lt.l = load float, ptr addrspace(1) %lt.i.lp, align 4
  %lt.d = load float, ptr addrspace(1) %lt.i.dp, align 4
  %lt.l2 = fmul float %lt.l, 0x3FF7154760000000
  %lt.lx = select i1 %lt.v, float %lt.l2, float 0.0
  %lt.dx = select i1 %lt.v, float %lt.d, float 0.0
  %lt.sp = getelementptr inbounds float, ptr addrspace(3) @lse.lds, i32 %tid
  store float %lt.lx, ptr addrspace(3) %lt.sp, align 4
  %lt.sd = getelementptr inbounds float, ptr addrspace(3) @dl.lds, i32 %tid
  store float %lt.dx, ptr addrspace(3) %lt.sd, align 4
  br label %pair.sync

pair.sync:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %pa

pa:
  ; S = q.k and dP = dO.v of the thread's 4x2 entries, 4 head_dim elements a step
  %pa.c = phi i32 [ 0, %pair.sync ], [ %pa.c.n, %pa ]
  %pa.s0.0 = phi float [ 0.0, %pair.sync ], [ %pa.s0.0.n, %pa ]
  %pa.dp0.0 = phi float [ 0.0, %pair.sync ], [ %pa.dp0.0.n, %pa ]
  %pa.s0.1 = phi float [ 0.0, %pair.sync ], [ %pa.s0.1.n, %pa ]
  %pa.dp0.1 = phi float [ 0.0, %pair.sync ], [ %pa.dp0.1.n, %pa ]
  %pa.s1.0 = phi float [ 0.0, %pair.sync ], [ %pa.s1.0.n, %pa ]
  %pa.dp1.0 = phi float [ 0.0, %pair.sync ], [ %pa.dp1.0.n, %pa ]
  %pa.s1.1 = phi float [ 0.0, %pair.sync ], [ %pa.s1.1.n, %pa ]
  %pa.dp1.1 = phi float [ 0.0, %pair.sync ], [ %pa.dp1.1.n, %pa ]
  %pa.s2.0 = phi float [ 0.0, %pair.sync ], [ %pa.s2.0.n, %pa ]
  %pa.dp2.0 = phi float [ 0.0, %pair.sync ], [ %pa.dp2.0.n, %pa ]
  %pa.s2.1 = phi float [ 0.0, %pair.sync ], [ %pa.s2.1.n, %pa ]
  %pa.dp2.1 = phi float [ 0.0, %pair.sync ], [ %pa.dp2.1.n, %pa ]
  %pa.s3.0 = phi float [ 0.0, %pair.sync ], [ %pa.s3.0.n, %pa ]
  %pa.dp3.0 = phi float [ 0.0, %pair.sync ], [ %pa.dp3.0.n, %pa ]
  %pa.s3.1 = phi float [ 0.0, %pair.sync ], [ %pa.s3.1.n, %pa ]
  %pa.dp3.1 = phi float [ 0.0, %pair.sync ], [ %pa.dp3.1.n, %pa ]
  %pa.col = shl i32 %pa.c, 2
  %pa.ko = add i32 %pa.kb, %pa.col
  %pa.qo = add i32 %pa.qb, %pa.col
  %pa.ko0 = add i32 %pa.ko, 0
  %pa.kv0.p = getelementptr inbounds half, ptr addrspace(3) @k.lds, i32 %pa.ko0
  %pa.kv0.h = load <4 x half>, ptr addrspace(3) %pa.kv0.p, align 8
  %pa.kv0.f = fpext <4 x half> %pa.kv0.h to <4 x float>
  %pa.vv0.p = getelementptr inbounds half, ptr addrspace(3) @v.lds, i32 %pa.ko0
  %pa.vv0.h = load <4 x half>, ptr addrspace(3) %pa.vv0.p, align 8
  %pa.vv0.f = fpext <4 x half> %pa.vv0.h to <4 x float>
  %pa.k0.0 = extractelement <4 x float> %pa.kv0.f, i32 0
  %pa.k0.1 = extractelement <4 x float> %pa.kv0.f, i32 1
  %pa.k0.2 = extractelement <4 x float> %pa.kv0.f, i32 2
  %pa.k0.3 = extractelement <4 x float> %pa.kv0.f, i32 3

  %pa.v0.0 = extractelement <4 x float> %pa.vv0.f, i32 0
  %pa.v0.1 = extractelement <4 x float> %pa.vv0.f, i32 1
  %pa.v0.2 = extractelement <4 x float> %pa.vv0.f, i32 2
  %pa.v0.3 = extractelement <4 x float> %pa.vv0.f, i32 3

  %pa.ko1 = add i32 %pa.ko, 2304
  %pa.kv1.p = getelementptr inbounds half, ptr addrspace(3) @k.lds, i32 %pa.ko1
  %pa.kv1.h = load <4 x half>, ptr addrspace(3) %pa.kv1.p, align 8
  %pa.kv1.f = fpext <4 x half> %pa.kv1.h to <4 x float>
  %pa.vv1.p = getelementptr inbounds half, ptr addrspace(3) @v.lds, i32 %pa.ko1
  %pa.vv1.h = load <4 x half>, ptr addrspace(3) %pa.vv1.p, align 8
  %pa.vv1.f = fpext <4 x half> %pa.vv1.h to <4 x float>
  %pa.k1.0 = extractelement <4 x float> %pa.kv1.f, i32 0
  %pa.k1.1 = extractelement <4 x float> %pa.kv1.f, i32 1
  %pa.k1.2 = extractelement <4 x float> %pa.kv1.f, i32 2
  %pa.k1.3 = extractelement <4 x float> %pa.kv1.f, i32 3

  %pa.v1.0 = extractelement <4 x float> %pa.vv1.f, i32 0
  %pa.v1.1 = extractelement <4 x float> %pa.vv1.f, i32 1
  %pa.v1.2 = extractelement <4 x float> %pa.vv1.f, i32 2
  %pa.v1.3 = extractelement <4 x float> %pa.vv1.f, i32 3

  %pa.qo0 = add i32 %pa.qo, 0
  %pa.qv0.p = getelementptr inbounds half, ptr addrspace(3) @q.lds, i32 %pa.qo0
  %pa.qv0.h = load <4 x half>, ptr addrspace(3) %pa.qv0.p, align 8
  %pa.qv0.f = fpext <4 x half> %pa.qv0.h to <4 x float>
  %pa.ov0.p = getelementptr inbounds half, ptr addrspace(3) @do.lds, i32 %pa.qo0
  %pa.ov0.h = load <4 x half>, ptr addrspace(3) %pa.ov0.p, align 8
  %pa.ov0.f = fpext <4 x half> %pa.ov0.h to <4 x float>
  %pa.q0.0 = extractelement <4 x float> %pa.qv0.f, i32 0
  %pa.q0.1 = extractelement <4 x float> %pa.qv0.f, i32 1
  %pa.q0.2 = extractelement <4 x float> %pa.qv0.f, i32 2
  %pa.q0.3 = extractelement <4 x float> %pa.qv0.f, i32 3

  %pa.o0.0 = extractelement <4 x float> %pa.ov0.f, i32 0
  %pa.o0.1 = extractelement <4 x float> %pa.ov0.f, i32 1
  %pa.o0.2 = extractelement <4 x float> %pa.ov0.f, i32 2
  %pa.o0.3 = extractelement <4 x float> %pa.ov0.f, i32 3

  %pa.s0.0.n.0 = call float @llvm.fmuladd.f32(float %pa.q0.0, float %pa.k0.0, float %pa.s0.0)
  %pa.s0.0.n.1 = call float @llvm.fmuladd.f32(float %pa.q0.1, float %pa.k0.1, float %pa.s0.0.n.0)
  %pa.s0.0.n.2 = call float @llvm.fmuladd.f32(float %pa.q0.2, float %pa.k0.2, float %pa.s0.0.n.1)
  %pa.s0.0.n = call float @llvm.fmuladd.f32(float %pa.q0.3, float %pa.k0.3, float %pa.s0.0.n.2)

  %pa.dp0.0.n.0 = call float @llvm.fmuladd.f32(float %pa.o0.0, float %pa.v0.0, float %pa.dp0.0)
  %pa.dp0.0.n.1 = call float @llvm.fmuladd.f32(float %pa.o0.1, float %pa.v0.1, float %pa.dp0.0.n.0)
  %pa.dp0.0.n.2 = call float @llvm.fmuladd.f32(float %pa.o0.2, float %pa.v0.2, float %pa.dp0.0.n.1)
  %pa.dp0.0.n = call float @llvm.fmuladd.f32(float %pa.o0.3, float %pa.v0.3, float %pa.dp0.0.n.2)

  %pa.s0.1.n.0 = call float @llvm.fmuladd.f32(float %pa.q0.0, float %pa.k1.0, float %pa.s0.1)
  %pa.s0.1.n.1 = call float @llvm.fmuladd.f32(float %pa.q0.1, float %pa.k1.1, float %pa.s0.1.n.0)
  %pa.s0.1.n.2 = call float @llvm.fmuladd.f32(float %pa.q0.2, float %pa.k1.2, float %pa.s0.1.n.1)
  %pa.s0.1.n = call float @llvm.fmuladd.f32(float %pa.q0.3, float %pa.k1.3, float %pa.s0.1.n.2)

  %pa.dp0.1.n.0 = call float @llvm.fmuladd.f32(float %pa.o0.0, float %pa.v1.0, float %pa.dp0.1)
  %pa.dp0.1.n.1 = call float @llvm.fmuladd.f32(float %pa.o0.1, float %pa.v1.1, float %pa.dp0.1.n.0)
  %pa.dp0.1.n.2 = call float @llvm.fmuladd.f32(float %pa.o0.2, float %pa.v1.2, float %pa.dp0.1.n.1)
  %pa.dp0.1.n = call float @llvm.fmuladd.f32(float %pa.o0.3, float %pa.v1.3, float %pa.dp0.1.n.2)

  %pa.qo1 = add i32 %pa.qo, 512
  %pa.qv1.p = getelementptr inbounds half, ptr addrspace(3) @q.lds, i32 %pa.qo1
  %pa.qv1.h = load <4 x half>, ptr addrspace(3) %pa.qv1.p, align 8
  %pa.qv1.f = fpext <4 x half> %pa.qv1.h to <4 x float>
  %pa.ov1.p = getelementptr inbounds half, ptr addrspace(3) @do.lds, i32 %pa.qo1
  %pa.ov1.h = load <4 x half>, ptr addrspace(3) %pa.ov1.p, align 8
  %pa.ov1.f = fpext <4 x half> %pa.ov1.h to <4 x float>
  %pa.q1.0 = extractelement <4 x float> %pa.qv1.f, i32 0
  %pa.q1.1 = extractelement <4 x float> %pa.qv1.f, i32 1
  %pa.q1.2 = extractelement <4 x float> %pa.qv1.f, i32 2
  %pa.q1.3 = extractelement <4 x float> %pa.qv1.f, i32 3

  %pa.o1.0 = extractelement <4 x float> %pa.ov1.f, i32 0
  %pa.o1.1 = extractelement <4 x float> %pa.ov1.f, i32 1
  %pa.o1.2 = extractelement <4 x float> %pa.ov1.f, i32 2
  %pa.o1.3 = extractelement <4 x float> %pa.ov1.f, i32 3

  %pa.s1.0.n.0 = call float @llvm.fmuladd.f32(float %pa.q1.0, float %pa.k0.0, float %pa.s1.0)
  %pa.s1.0.n.1 = call float @llvm.fmuladd.f32(float %pa.q1.1, float %pa.k0.1, float %pa.s1.0.n.0)
  %pa.s1.0.n.2 = call float @llvm.fmuladd.f32(float %pa.q1.2, float %pa.k0.2, float %pa.s1.0.n.1)
  %pa.s1.0.n = call float @llvm.fmuladd.f32(float %pa.q1.3, float %pa.k0.3, float %pa.s1.0.n.2)

  %pa.dp1.0.n.0 = call float @llvm.fmuladd.f32(float %pa.o1.0, float %pa.v0.0, float %pa.dp1.0)
  %pa.dp1.0.n.1 = call float @llvm.fmuladd.f32(float %pa.o1.1, float %pa.v0.1, float %pa.dp1.0.n.0)
  %pa.dp1.0.n.2 = call float @llvm.fmuladd.f32(float %pa.o1.2, float %pa.v0.2, float %pa.dp1.0.n.1)
  %pa.dp1.0.n = call float @llvm.fmuladd.f32(float %pa.o1.3, float %pa.v0.3, float %pa.dp1.0.n.2)

  %pa.s1.1.n.0 = call float @llvm.fmuladd.f32(float %pa.q1.0, float %pa.k1.0, float %pa.s1.1)
  %pa.s1.1.n.1 = call float @llvm.fmuladd.f32(float %pa.q1.1, float %pa.k1.1, float %pa.s1.1.n.0)
  %pa.s1.1.n.2 = call float @llvm.fmuladd.f32(float %pa.q1.2, float %pa.k1.2, float %pa.s1.1.n.1)
  %pa.s1.1.n = call float @llvm.fmuladd.f32(float %pa.q1.3, float %pa.k1.3, float %pa.s1.1.n.2)

  %pa.dp1.1.n.0 = call float @llvm.fmuladd.f32(float %pa.o1.0, float %pa.v1.0, float %pa.dp1.1)
  %pa.dp1.1.n.1 = call float @llvm.fmuladd.f32(float %pa.o1.1, float %pa.v1.1, float %pa.dp1.1.n.0)
  %pa.dp1.1.n.2 = call float @llvm.fmuladd.f32(float %pa.o1.2, float %pa.v1.2, float %pa.dp1.1.n.1)
  %pa.dp1.1.n = call float @llvm.fmuladd.f32(float %pa.o1.3, float %pa.v1.3, float %pa.dp1.1.n.2)

  %pa.qo2 = add i32 %pa.qo, 1024
  %pa.qv2.p = getelementptr inbounds half, ptr addrspace(3) @q.lds, i32 %pa.qo2
  %pa.qv2.h = load <4 x half>, ptr addrspace(3) %pa.qv2.p, align 8
  %pa.qv2.f = fpext <4 x half> %pa.qv2.h to <4 x float>
  %pa.ov2.p = getelementptr inbounds half, ptr addrspace(3) @do.lds, i32 %pa.qo2
  %pa.ov2.h = load <4 x half>, ptr addrspace(3) %pa.ov2.p, align 8
  %pa.ov2.f = fpext <4 x half> %pa.ov2.h to <4 x float>
  %pa.q2.0 = extractelement <4 x float> %pa.qv2.f, i32 0
  %pa.q2.1 = extractelement <4 x float> %pa.qv2.f, i32 1
  %pa.q2.2 = extractelement <4 x float> %pa.qv2.f, i32 2
  %pa.q2.3 = extractelement <4 x float> %pa.qv2.f, i32 3

  %pa.o2.0 = extractelement <4 x float> %pa.ov2.f, i32 0
  %pa.o2.1 = extractelement <4 x float> %pa.ov2.f, i32 1
  %pa.o2.2 = extractelement <4 x float> %pa.ov2.f, i32 2
  %pa.o2.3 = extractelement <4 x float> %pa.ov2.f, i32 3

  %pa.s2.0.n.0 = call float @llvm.fmuladd.f32(float %pa.q2.0, float %pa.k0.0, float %pa.s2.0)
  %pa.s2.0.n.1 = call float @llvm.fmuladd.f32(float %pa.q2.1, float %pa.k0.1, float %pa.s2.0.n.0)
  %pa.s2.0.n.2 = call float @llvm.fmuladd.f32(float %pa.q2.2, float %pa.k0.2, float %pa.s2.0.n.1)
  %pa.s2.0.n = call float @llvm.fmuladd.f32(float %pa.q2.3, float %pa.k0.3, float %pa.s2.0.n.2)

  %pa.dp2.0.n.0 = call float @llvm.fmuladd.f32(float %pa.o2.0, float %pa.v0.0, float %pa.dp2.0)
  %pa.dp2.0.n.1 = call float @llvm.fmuladd.f32(float %pa.o2.1, float %pa.v0.1, float %pa.dp2.0.n.0)
  %pa.dp2.0.n.2 = call float @llvm.fmuladd.f32(float %pa.o2.2, float %pa.v0.2, float %pa.dp2.0.n.1)
  %pa.dp2.0.n = call float @llvm.fmuladd.f32(float %pa.o2.3, float %pa.v0.3, float %pa.dp2.0.n.2)

  %pa.s2.1.n.0 = call float @llvm.fmuladd.f32(float %pa.q2.0, float %pa.k1.0, float %pa.s2.1)
  %pa.s2.1.n.1 = call float @llvm.fmuladd.f32(float %pa.q2.1, float %pa.k1.1, float %pa.s2.1.n.0)
  %pa.s2.1.n.2 = call float @llvm.fmuladd.f32(float %pa.q2.2, float %pa.k1.2, float %pa.s2.1.n.1)
  %pa.s2.1.n = call float @llvm.fmuladd.f32(float %pa.q2.3, float %pa.k1.3, float %pa.s2.1.n.2)

  %pa.dp2.1.n.0 = call float @llvm.fmuladd.f32(float %pa.o2.0, float %pa.v1.0, float %pa.dp2.1)
  %pa.dp2.1.n.1 = call float @llvm.fmuladd.f32(float %pa.o2.1, float %pa.v1.1, float %pa.dp2.1.n.0)
  %pa.dp2.1.n.2 = call float @llvm.fmuladd.f32(float %pa.o2.2, float %pa.v1.2, float %pa.dp2.1.n.1)
  %pa.dp2.1.n = call float @llvm.fmuladd.f32(float %pa.o2.3, float %pa.v1.3, float %pa.dp2.1.n.2)

  %pa.qo3 = add i32 %pa.qo, 1536
  %pa.qv3.p = getelementptr inbounds half, ptr addrspace(3) @q.lds, i32 %pa.qo3
  %pa.qv3.h = load <4 x half>, ptr addrspace(3) %pa.qv3.p, align 8
  %pa.qv3.f = fpext <4 x half> %pa.qv3.h to <4 x float>
  %pa.ov3.p = getelementptr inbounds half, ptr addrspace(3) @do.lds, i32 %pa.qo3
  %pa.ov3.h = load <4 x half>, ptr addrspace(3) %pa.ov3.p, align 8
  %pa.ov3.f = fpext <4 x half> %pa.ov3.h to <4 x float>
  %pa.q3.0 = extractelement <4 x float> %pa.qv3.f, i32 0
  %pa.q3.1 = extractelement <4 x float> %pa.qv3.f, i32 1
  %pa.q3.2 = extractelement <4 x float> %pa.qv3.f, i32 2
  %pa.q3.3 = extractelement <4 x float> %pa.qv3.f, i32 3

  %pa.o3.0 = extractelement <4 x float> %pa.ov3.f, i32 0
  %pa.o3.1 = extractelement <4 x float> %pa.ov3.f, i32 1
  %pa.o3.2 = extractelement <4 x float> %pa.ov3.f, i32 2
  %pa.o3.3 = extractelement <4 x float> %pa.ov3.f, i32 3

  %pa.s3.0.n.0 = call float @llvm.fmuladd.f32(float %pa.q3.0, float %pa.k0.0, float %pa.s3.0)
  %pa.s3.0.n.1 = call float @llvm.fmuladd.f32(float %pa.q3.1, float %pa.k0.1, float %pa.s3.0.n.0)
  %pa.s3.0.n.2 = call float @llvm.fmuladd.f32(float %pa.q3.2, float %pa.k0.2, float %pa.s3.0.n.1)
  %pa.s3.0.n = call float @llvm.fmuladd.f32(float %pa.q3.3, float %pa.k0.3, float %pa.s3.0.n.2)

  %pa.dp3.0.n.0 = call float @llvm.fmuladd.f32(float %pa.o3.0, float %pa.v0.0, float %pa.dp3.0)
  %pa.dp3.0.n.1 = call float @llvm.fmuladd.f32(float %pa.o3.1, float %pa.v0.1, float %pa.dp3.0.n.0)
  %pa.dp3.0.n.2 = call float @llvm.fmuladd.f32(float %pa.o3.2, float %pa.v0.2, float %pa.dp3.0.n.1)
  %pa.dp3.0.n = call float @llvm.fmuladd.f32(float %pa.o3.3, float %pa.v0.3, float %pa.dp3.0.n.2)

  %pa.s3.1.n.0 = call float @llvm.fmuladd.f32(float %pa.q3.0, float %pa.k1.0, float %pa.s3.1)
  %pa.s3.1.n.1 = call float @llvm.fmuladd.f32(float %pa.q3.1, float %pa.k1.1, float %pa.s3.1.n.0)
  %pa.s3.1.n.2 = call float @llvm.fmuladd.f32(float %pa.q3.2, float %pa.k1.2, float %pa.s3.1.n.1)
  %pa.s3.1.n = call float @llvm.fmuladd.f32(float %pa.q3.3, float %pa.k1.3, float %pa.s3.1.n.2)

  %pa.dp3.1.n.0 = call float @llvm.fmuladd.f32(float %pa.o3.0, float %pa.v1.0, float %pa.dp3.1)
  %pa.dp3.1.n.1 = call float @llvm.fmuladd.f32(float %pa.o3.1, float %pa.v1.1, float %pa.dp3.1.n.0)
  %pa.dp3.1.n.2 = call float @llvm.fmuladd.f32(float %pa.o3.2, float %pa.v1.2, float %pa.dp3.1.n.1)
  %pa.dp3.1.n = call float @llvm.fmuladd.f32(float %pa.o3.3, float %pa.v1.3, float %pa.dp3.1.n.2)

  %pa.c.n = add i32 %pa.c, 1
  %pa.more = icmp ult i32 %pa.c.n, 16
  br i1 %pa.more, label %pa, label %pa.done

pa.done:
  %pd.i0 = add i32 %pa.ri, 0
  %pd.r0 = add i32 %m0, %pd.i0
  %pd.rv0 = icmp slt i32 %pd.r0, %q.len
  %pd.lp0 = getelementptr inbounds float, ptr addrspace(3) @lse.lds, i32 %pd.i0
  %pd.l0 = load float, ptr addrspace(3) %pd.lp0, align 4
  %pd.dlp0 = getelementptr inbounds float, ptr addrspace(3) @dl.lds, i32 %pd.i0
  %pd.dl0 = load float, ptr addrspace(3) %pd.dlp0, align 4
  %pd.lim0 = add i32 %pd.r0, %wn.hi
  %pd.low0 = add i32 %pd.r0, %wn.lo
  %pd.ok0.0 = and i1 %pd.rv0, %pa.cv0
  %pd.see0.0 = icmp sle i32 %pa.cgt0, %pd.lim0
  %pd.seel0.0 = icmp sge i32 %pa.cgt0, %pd.low0
  %pd.kh0.0 = and i1 %pd.ok0.0, %pd.see0.0
  %pd.keep0.0 = and i1 %pd.kh0.0, %pd.seel0.0
  %pd0.0.nl = fneg float %pd.l0
  %pd0.0.x = call float @llvm.fmuladd.f32(float %pa.s0.0.n, float %sl2, float %pd0.0.nl)
  %pd0.0.e = call float @llvm.exp2.f32(float %pd0.0.x)
  %pd0.0.fin = fcmp une float %pd.l0, 0xFFF0000000000000
  %pd0.0.k = and i1 %pd.keep0.0, %pd0.0.fin
  %pd0.0.p = select i1 %pd0.0.k, float %pd0.0.e, float 0.0
  %pd0.0.dd = fsub float %pa.dp0.0.n, %pd.dl0
  %pd0.0.ds = fmul float %pd0.0.p, %pd0.0.dd
  %pd.pi0.0 = add i32 %pa.pb, 0
  %pd.pp0.0 = getelementptr inbounds float, ptr addrspace(3) @pds.lds, i32 %pd.pi0.0
  store float %pd0.0.p, ptr addrspace(3) %pd.pp0.0, align 4
  %pd.ok0.1 = and i1 %pd.rv0, %pa.cv1
  %pd.see0.1 = icmp sle i32 %pa.cgt1, %pd.lim0
  %pd.seel0.1 = icmp sge i32 %pa.cgt1, %pd.low0
  %pd.kh0.1 = and i1 %pd.ok0.1, %pd.see0.1
  %pd.keep0.1 = and i1 %pd.kh0.1, %pd.seel0.1
  %pd0.1.nl = fneg float %pd.l0
  %pd0.1.x = call float @llvm.fmuladd.f32(float %pa.s0.1.n, float %sl2, float %pd0.1.nl)
  %pd0.1.e = call float @llvm.exp2.f32(float %pd0.1.x)
  %pd0.1.fin = fcmp une float %pd.l0, 0xFFF0000000000000
  %pd0.1.k = and i1 %pd.keep0.1, %pd0.1.fin
  %pd0.1.p = select i1 %pd0.1.k, float %pd0.1.e, float 0.0
  %pd0.1.dd = fsub float %pa.dp0.1.n, %pd.dl0
  %pd0.1.ds = fmul float %pd0.1.p, %pd0.1.dd
  %pd.pi0.1 = add i32 %pa.pb, 32
  %pd.pp0.1 = getelementptr inbounds float, ptr addrspace(3) @pds.lds, i32 %pd.pi0.1
  store float %pd0.1.p, ptr addrspace(3) %pd.pp0.1, align 4
  %pd.i1 = add i32 %pa.ri, 8
  %pd.r1 = add i32 %m0, %pd.i1
  %pd.rv1 = icmp slt i32 %pd.r1, %q.len
  %pd.lp1 = getelementptr inbounds float, ptr addrspace(3) @lse.lds, i32 %pd.i1
  %pd.l1 = load float, ptr addrspace(3) %pd.lp1, align 4
  %pd.dlp1 = getelementptr inbounds float, ptr addrspace(3) @dl.lds, i32 %pd.i1
  %pd.dl1 = load float, ptr addrspace(3) %pd.dlp1, align 4
  %pd.lim1 = add i32 %pd.r1, %wn.hi
  %pd.low1 = add i32 %pd.r1, %wn.lo
  %pd.ok1.0 = and i1 %pd.rv1, %pa.cv0
  %pd.see1.0 = icmp sle i32 %pa.cgt0, %pd.lim1
  %pd.seel1.0 = icmp sge i32 %pa.cgt0, %pd.low1
  %pd.kh1.0 = and i1 %pd.ok1.0, %pd.see1.0
  %pd.keep1.0 = and i1 %pd.kh1.0, %pd.seel1.0
  %pd1.0.nl = fneg float %pd.l1
  %pd1.0.x = call float @llvm.fmuladd.f32(float %pa.s1.0.n, float %sl2, float %pd1.0.nl)
  %pd1.0.e = call float @llvm.exp2.f32(float %pd1.0.x)
  %pd1.0.fin = fcmp une float %pd.l1, 0xFFF0000000000000
  %pd1.0.k = and i1 %pd.keep1.0, %pd1.0.fin
  %pd1.0.p = select i1 %pd1.0.k, float %pd1.0.e, float 0.0
  %pd1.0.dd = fsub float %pa.dp1.0.n, %pd.dl1
  %pd1.0.ds = fmul float %pd1.0.p, %pd1.0.dd
  %pd.pi1.0 = add i32 %pa.pb, 520
  %pd.pp1.0 = getelementptr inbounds float, ptr addrspace(3) @pds.lds, i32 %pd.pi1.0
  store float %pd1.0.p, ptr addrspace(3) %pd.pp1.0, align 4
  %pd.ok1.1 = and i1 %pd.rv1, %pa.cv1
  %pd.see1.1 = icmp sle i32 %pa.cgt1, %pd.lim1
  %pd.seel1.1 = icmp sge i32 %pa.cgt1, %pd.low1
  %pd.kh1.1 = and i1 %pd.ok1.1, %pd.see1.1
  %pd.keep1.1 = and i1 %pd.kh1.1, %pd.seel1.1
  %pd1.1.nl = fneg float %pd.l1
  %pd1.1.x = call float @llvm.fmuladd.f32(float %pa.s1.1.n, float %sl2, float %pd1.1.nl)
  %pd1.1.e = call float @llvm.exp2.f32(float %pd1.1.x)
  %pd1.1.fin = fcmp une float %pd.l1, 0xFFF0000000000000
  %pd1.1.k = and i1 %pd.keep1.1, %pd1.1.fin
  %pd1.1.p = select i1 %pd1.1.k, float %pd1.1.e, float 0.0
  %pd1.1.dd = fsub float %pa.dp1.1.n, %pd.dl1
  %pd1.1.ds = fmul float %pd1.1.p, %pd1.1.dd
  %pd.pi1.1 = add i32 %pa.pb, 552
  %pd.pp1.1 = getelementptr inbounds float, ptr addrspace(3) @pds.lds, i32 %pd.pi1.1
  store float %pd1.1.p, ptr addrspace(3) %pd.pp1.1, align 4
  %pd.i2 = add i32 %pa.ri, 16
  %pd.r2 = add i32 %m0, %pd.i2
  %pd.rv2 = icmp slt i32 %pd.r2, %q.len
  %pd.lp2 = getelementptr inbounds float, ptr addrspace(3) @lse.lds, i32 %pd.i2
  %pd.l2 = load float, ptr addrspace(3) %pd.lp2, align 4
  %pd.dlp2 = getelementptr inbounds float, ptr addrspace(3) @dl.lds, i32 %pd.i2
  %pd.dl2 = load float, ptr addrspace(3) %pd.dlp2, align 4
  %pd.lim2 = add i32 %pd.r2, %wn.hi
  %pd.low2 = add i32 %pd.r2, %wn.lo
  %pd.ok2.0 = and i1 %pd.rv2, %pa.cv0
  %pd.see2.0 = icmp sle i32 %pa.cgt0, %pd.lim2
  %pd.seel2.0 = icmp sge i32 %pa.cgt0, %pd.low2
  %pd.kh2.0 = and i1 %pd.ok2.0, %pd.see2.0
  %pd.keep2.0 = and i1 %pd.kh2.0, %pd.seel2.0
  %pd2.0.nl = fneg float %pd.l2
  %pd2.0.x = call float @llvm.fmuladd.f32(float %pa.s2.0.n, float %sl2, float %pd2.0.nl)
  %pd2.0.e = call float @llvm.exp2.f32(float %pd2.0.x)
  %pd2.0.fin = fcmp une float %pd.l2, 0xFFF0000000000000
  %pd2.0.k = and i1 %pd.keep2.0, %pd2.0.fin
  %pd2.0.p = select i1 %pd2.0.k, float %pd2.0.e, float 0.0
  %pd2.0.dd = fsub float %pa.dp2.0.n, %pd.dl2
  %pd2.0.ds = fmul float %pd2.0.p, %pd2.0.dd
  %pd.pi2.0 = add i32 %pa.pb, 1040
  %pd.pp2.0 = getelementptr inbounds float, ptr addrspace(3) @pds.lds, i32 %pd.pi2.0
  store float %pd2.0.p, ptr addrspace(3) %pd.pp2.0, align 4
  %pd.ok2.1 = and i1 %pd.rv2, %pa.cv1
  %pd.see2.1 = icmp sle i32 %pa.cgt1, %pd.lim2
  %pd.seel2.1 = icmp sge i32 %pa.cgt1, %pd.low2
  %pd.kh2.1 = and i1 %pd.ok2.1, %pd.see2.1
  %pd.keep2.1 = and i1 %pd.kh2.1, %pd.seel2.1
  %pd2.1.nl = fneg float %pd.l2
  %pd2.1.x = call float @llvm.fmuladd.f32(float %pa.s2.1.n, float %sl2, float %pd2.1.nl)
  %pd2.1.e = call float @llvm.exp2.f32(float %pd2.1.x)
  %pd2.1.fin = fcmp une float %pd.l2, 0xFFF0000000000000
  %pd2.1.k = and i1 %pd.keep2.1, %pd2.1.fin
  %pd2.1.p = select i1 %pd2.1.k, float %pd2.1.e, float 0.0
  %pd2.1.dd = fsub float %pa.dp2.1.n, %pd.dl2
  %pd2.1.ds = fmul float %pd2.1.p, %pd2.1.dd
  %pd.pi2.1 = add i32 %pa.pb, 1072
  %pd.pp2.1 = getelementptr inbounds float, ptr addrspace(3) @pds.lds, i32 %pd.pi2.1
  store float %pd2.1.p, ptr addrspace(3) %pd.pp2.1, align 4
  %pd.i3 = add i32 %pa.ri, 24
  %pd.r3 = add i32 %m0, %pd.i3
  %pd.rv3 = icmp slt i32 %pd.r3, %q.len
  %pd.lp3 = getelementptr inbounds float, ptr addrspace(3) @lse.lds, i32 %pd.i3
  %pd.l3 = load float, ptr addrspace(3) %pd.lp3, align 4
  %pd.dlp3 = getelementptr inbounds float, ptr addrspace(3) @dl.lds, i32 %pd.i3
  %pd.dl3 = load float, ptr addrspace(3) %pd.dlp3, align 4
  %pd.lim3 = add i32 %pd.r3, %wn.hi
  %pd.low3 = add i32 %pd.r3, %wn.lo
  %pd.ok3.0 = and i1 %pd.rv3, %pa.cv0
  %pd.see3.0 = icmp sle i32 %pa.cgt0, %pd.lim3
  %pd.seel3.0 = icmp sge i32 %pa.cgt0, %pd.low3
  %pd.kh3.0 = and i1 %pd.ok3.0, %pd.see3.0
  %pd.keep3.0 = and i1 %pd.kh3.0, %pd.seel3.0
  %pd3.0.nl = fneg float %pd.l3
  %pd3.0.x = call float @llvm.fmuladd.f32(float %pa.s3.0.n, float %sl2, float %pd3.0.nl)
  %pd3.0.e = call float @llvm.exp2.f32(float %pd3.0.x)
  %pd3.0.fin = fcmp une float %pd.l3, 0xFFF0000000000000
  %pd3.0.k = and i1 %pd.keep3.0, %pd3.0.fin
  %pd3.0.p = select i1 %pd3.0.k, float %pd3.0.e, float 0.0
  %pd3.0.dd = fsub float %pa.dp3.0.n, %pd.dl3
  %pd3.0.ds = fmul float %pd3.0.p, %pd3.0.dd
  %pd.pi3.0 = add i32 %pa.pb, 1560
  %pd.pp3.0 = getelementptr inbounds float, ptr addrspace(3) @pds.lds, i32 %pd.pi3.0
  store float %pd3.0.p, ptr addrspace(3) %pd.pp3.0, align 4
  %pd.ok3.1 = and i1 %pd.rv3, %pa.cv1
  %pd.see3.1 = icmp sle i32 %pa.cgt1, %pd.lim3
  %pd.seel3.1 = icmp sge i32 %pa.cgt1, %pd.low3
  %pd.kh3.1 = and i1 %pd.ok3.1, %pd.see3.1
  %pd.keep3.1 = and i1 %pd.kh3.1, %pd.seel3.1
  %pd3.1.nl = fneg float %pd.l3
  %pd3.1.x = call float @llvm.fmuladd.f32(float %pa.s3.1.n, float %sl2, float %pd3.1.nl)
  %pd3.1.e = call float @llvm.exp2.f32(float %pd3.1.x)
  %pd3.1.fin = fcmp une float %pd.l3, 0xFFF0000000000000
  %pd3.1.k = and i1 %pd.keep3.1, %pd3.1.fin
  %pd3.1.p = select i1 %pd3.1.k, float %pd3.1.e, float 0.0
  %pd3.1.dd = fsub float %pa.dp3.1.n, %pd.dl3
  %pd3.1.ds = fmul float %pd3.1.p, %pd3.1.dd
  %pd.pi3.1 = add i32 %pa.pb, 1592
  %pd.pp3.1 = getelementptr inbounds float, ptr addrspace(3) @pds.lds, i32 %pd.pi3.1
  store float %pd3.1.p, ptr addrspace(3) %pd.pp3.1, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %b1

b1:
  ; dV[j] += P[i][j] * dO[i], i over the tile rows
  %b1.i = phi i32 [ 0, %pa.done ], [ %b1.i.n, %b1 ]
  %b1.a0 = phi float [ %qt.dv0, %pa.done ], [ %b1.a0.n, %b1 ]
  %b1.a1 = phi float [ %qt.dv1, %pa.done ], [ %b1.a1.n, %b1 ]
  %b1.a2 = phi float [ %qt.dv2, %pa.done ], [ %b1.a2.n, %b1 ]
  %b1.a3 = phi float [ %qt.dv3, %pa.done ], [ %b1.a3.n, %b1 ]
  %b1.a4 = phi float [ %qt.dv4, %pa.done ], [ %b1.a4.n, %b1 ]
  %b1.a5 = phi float [ %qt.dv5, %pa.done ], [ %b1.a5.n, %b1 ]
  %b1.a6 = phi float [ %qt.dv6, %pa.done ], [ %b1.a6.n, %b1 ]
  %b1.a7 = phi float [ %qt.dv7, %pa.done ], [ %b1.a7.n, %b1 ]
  %b1.a8 = phi float [ %qt.dv8, %pa.done ], [ %b1.a8.n, %b1 ]
  %b1.a9 = phi float [ %qt.dv9, %pa.done ], [ %b1.a9.n, %b1 ]
  %b1.a10 = phi float [ %qt.dv10, %pa.done ], [ %b1.a10.n, %b1 ]
  %b1.a11 = phi float [ %qt.dv11, %pa.done ], [ %b1.a11.n, %b1 ]
  %b1.a12 = phi float [ %qt.dv12, %pa.done ], [ %b1.a12.n, %b1 ]
  %b1.a13 = phi float [ %qt.dv13, %pa.done ], [ %b1.a13.n, %b1 ]
  %b1.a14 = phi float [ %qt.dv14, %pa.done ], [ %b1.a14.n, %b1 ]
  %b1.a15 = phi float [ %qt.dv15, %pa.done ], [ %b1.a15.n, %b1 ]
  %b1.pr = mul i32 %b1.i, 65
  %b1.pi = add i32 %b1.pr, %pb.j
  %b1.pp = getelementptr inbounds float, ptr addrspace(3) @pds.lds, i32 %b1.pi
  %b1.p = load float, ptr addrspace(3) %b1.pp, align 4
  %b1.ro = mul i32 %b1.i, 64
  %b1.o = add i32 %b1.ro, %pb.col
  %b1.o0 = add i32 %b1.o, 0
  %b1.x0.p = getelementptr inbounds half, ptr addrspace(3) @do.lds, i32 %b1.o0
  %b1.x0.h = load <8 x half>, ptr addrspace(3) %b1.x0.p, align 16
  %b1.x0.f = fpext <8 x half> %b1.x0.h to <8 x float>
  %b1.e0.0 = extractelement <8 x float> %b1.x0.f, i32 0
  %b1.e0.1 = extractelement <8 x float> %b1.x0.f, i32 1
  %b1.e0.2 = extractelement <8 x float> %b1.x0.f, i32 2
  %b1.e0.3 = extractelement <8 x float> %b1.x0.f, i32 3
  %b1.e0.4 = extractelement <8 x float> %b1.x0.f, i32 4
  %b1.e0.5 = extractelement <8 x float> %b1.x0.f, i32 5
  %b1.e0.6 = extractelement <8 x float> %b1.x0.f, i32 6
  %b1.e0.7 = extractelement <8 x float> %b1.x0.f, i32 7

  %b1.a0.n = call float @llvm.fmuladd.f32(float %b1.p, float %b1.e0.0, float %b1.a0)
  %b1.a1.n = call float @llvm.fmuladd.f32(float %b1.p, float %b1.e0.1, float %b1.a1)
  %b1.a2.n = call float @llvm.fmuladd.f32(float %b1.p, float %b1.e0.2, float %b1.a2)
  %b1.a3.n = call float @llvm.fmuladd.f32(float %b1.p, float %b1.e0.3, float %b1.a3)
  %b1.a4.n = call float @llvm.fmuladd.f32(float %b1.p, float %b1.e0.4, float %b1.a4)
  %b1.a5.n = call float @llvm.fmuladd.f32(float %b1.p, float %b1.e0.5, float %b1.a5)
  %b1.a6.n = call float @llvm.fmuladd.f32(float %b1.p, float %b1.e0.6, float %b1.a6)
  %b1.a7.n = call float @llvm.fmuladd.f32(float %b1.p, float %b1.e0.7, float %b1.a7)
  %b1.o1 = add i32 %b1.o, 8
  %b1.x1.p = getelementptr inbounds half, ptr addrspace(3) @do.lds, i32 %b1.o1
  %b1.x1.h = load <8 x half>, ptr addrspace(3) %b1.x1.p, align 16
  %b1.x1.f = fpext <8 x half> %b1.x1.h to <8 x float>
  %b1.e1.0 = extractelement <8 x float> %b1.x1.f, i32 0
  %b1.e1.1 = extractelement <8 x float> %b1.x1.f, i32 1
  %b1.e1.2 = extractelement <8 x float> %b1.x1.f, i32 2
  %b1.e1.3 = extractelement <8 x float> %b1.x1.f, i32 3
  %b1.e1.4 = extractelement <8 x float> %b1.x1.f, i32 4
  %b1.e1.5 = extractelement <8 x float> %b1.x1.f, i32 5
  %b1.e1.6 = extractelement <8 x float> %b1.x1.f, i32 6
  %b1.e1.7 = extractelement <8 x float> %b1.x1.f, i32 7

  %b1.a8.n = call float @llvm.fmuladd.f32(float %b1.p, float %b1.e1.0, float %b1.a8)
  %b1.a9.n = call float @llvm.fmuladd.f32(float %b1.p, float %b1.e1.1, float %b1.a9)
  %b1.a10.n = call float @llvm.fmuladd.f32(float %b1.p, float %b1.e1.2, float %b1.a10)
  %b1.a11.n = call float @llvm.fmuladd.f32(float %b1.p, float %b1.e1.3, float %b1.a11)
  %b1.a12.n = call float @llvm.fmuladd.f32(float %b1.p, float %b1.e1.4, float %b1.a12)
  %b1.a13.n = call float @llvm.fmuladd.f32(float %b1.p, float %b1.e1.5, float %b1.a13)
  %b1.a14.n = call float @llvm.fmuladd.f32(float %b1.p, float %b1.e1.6, float %b1.a14)
  %b1.a15.n = call float @llvm.fmuladd.f32(float %b1.p, float %b1.e1.7, float %b1.a15)
  %b1.i.n = add i32 %b1.i, 1
  %b1.more = icmp ult i32 %b1.i.n, 32
  br i1 %b1.more, label %b1, label %b1.done

b1.done:
  ; P is consumed: dS takes its place
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  store float %pd0.0.ds, ptr addrspace(3) %pd.pp0.0, align 4
  store float %pd0.1.ds, ptr addrspace(3) %pd.pp0.1, align 4
  store float %pd1.0.ds, ptr addrspace(3) %pd.pp1.0, align 4
  store float %pd1.1.ds, ptr addrspace(3) %pd.pp1.1, align 4
  store float %pd2.0.ds, ptr addrspace(3) %pd.pp2.0, align 4
  store float %pd2.1.ds, ptr addrspace(3) %pd.pp2.1, align 4
  store float %pd3.0.ds, ptr addrspace(3) %pd.pp3.0, align 4
  store float %pd3.1.ds, ptr addrspace(3) %pd.pp3.1, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %b2

b2:
  ; dK[j] += dS[i][j] * Q[i] (scaled once, when written)
  %b2.i = phi i32 [ 0, %b1.done ], [ %b2.i.n, %b2 ]
  %b2.a0 = phi float [ %qt.dk0, %b1.done ], [ %b2.a0.n, %b2 ]
  %b2.a1 = phi float [ %qt.dk1, %b1.done ], [ %b2.a1.n, %b2 ]
  %b2.a2 = phi float [ %qt.dk2, %b1.done ], [ %b2.a2.n, %b2 ]
  %b2.a3 = phi float [ %qt.dk3, %b1.done ], [ %b2.a3.n, %b2 ]
  %b2.a4 = phi float [ %qt.dk4, %b1.done ], [ %b2.a4.n, %b2 ]
  %b2.a5 = phi float [ %qt.dk5, %b1.done ], [ %b2.a5.n, %b2 ]
  %b2.a6 = phi float [ %qt.dk6, %b1.done ], [ %b2.a6.n, %b2 ]
  %b2.a7 = phi float [ %qt.dk7, %b1.done ], [ %b2.a7.n, %b2 ]
  %b2.a8 = phi float [ %qt.dk8, %b1.done ], [ %b2.a8.n, %b2 ]
  %b2.a9 = phi float [ %qt.dk9, %b1.done ], [ %b2.a9.n, %b2 ]
  %b2.a10 = phi float [ %qt.dk10, %b1.done ], [ %b2.a10.n, %b2 ]
  %b2.a11 = phi float [ %qt.dk11, %b1.done ], [ %b2.a11.n, %b2 ]
  %b2.a12 = phi float [ %qt.dk12, %b1.done ], [ %b2.a12.n, %b2 ]
  %b2.a13 = phi float [ %qt.dk13, %b1.done ], [ %b2.a13.n, %b2 ]
  %b2.a14 = phi float [ %qt.dk14, %b1.done ], [ %b2.a14.n, %b2 ]
  %b2.a15 = phi float [ %qt.dk15, %b1.done ], [ %b2.a15.n, %b2 ]
  %b2.pr = mul i32 %b2.i, 65
  %b2.pi = add i32 %b2.pr, %pb.j
  %b2.pp = getelementptr inbounds float, ptr addrspace(3) @pds.lds, i32 %b2.pi
  %b2.s = load float, ptr addrspace(3) %b2.pp, align 4
  %b2.ro = mul i32 %b2.i, 64
  %b2.o = add i32 %b2.ro, %pb.col
  %b2.o0 = add i32 %b2.o, 0
  %b2.x0.p = getelementptr inbounds half, ptr addrspace(3) @q.lds, i32 %b2.o0
  %b2.x0.h = load <8 x half>, ptr addrspace(3) %b2.x0.p, align 16
  %b2.x0.f = fpext <8 x half> %b2.x0.h to <8 x float>
  %b2.e0.0 = extractelement <8 x float> %b2.x0.f, i32 0
  %b2.e0.1 = extractelement <8 x float> %b2.x0.f, i32 1
  %b2.e0.2 = extractelement <8 x float> %b2.x0.f, i32 2
  %b2.e0.3 = extractelement <8 x float> %b2.x0.f, i32 3
  %b2.e0.4 = extractelement <8 x float> %b2.x0.f, i32 4
  %b2.e0.5 = extractelement <8 x float> %b2.x0.f, i32 5
  %b2.e0.6 = extractelement <8 x float> %b2.x0.f, i32 6
  %b2.e0.7 = extractelement <8 x float> %b2.x0.f, i32 7

  %b2.a0.n = call float @llvm.fmuladd.f32(float %b2.s, float %b2.e0.0, float %b2.a0)
  %b2.a1.n = call float @llvm.fmuladd.f32(float %b2.s, float %b2.e0.1, float %b2.a1)
  %b2.a2.n = call float @llvm.fmuladd.f32(float %b2.s, float %b2.e0.2, float %b2.a2)
  %b2.a3.n = call float @llvm.fmuladd.f32(float %b2.s, float %b2.e0.3, float %b2.a3)
  %b2.a4.n = call float @llvm.fmuladd.f32(float %b2.s, float %b2.e0.4, float %b2.a4)
  %b2.a5.n = call float @llvm.fmuladd.f32(float %b2.s, float %b2.e0.5, float %b2.a5)
  %b2.a6.n = call float @llvm.fmuladd.f32(float %b2.s, float %b2.e0.6, float %b2.a6)
  %b2.a7.n = call float @llvm.fmuladd.f32(float %b2.s, float %b2.e0.7, float %b2.a7)
  %b2.o1 = add i32 %b2.o, 8
  %b2.x1.p = getelementptr inbounds half, ptr addrspace(3) @q.lds, i32 %b2.o1
  %b2.x1.h = load <8 x half>, ptr addrspace(3) %b2.x1.p, align 16
  %b2.x1.f = fpext <8 x half> %b2.x1.h to <8 x float>
  %b2.e1.0 = extractelement <8 x float> %b2.x1.f, i32 0
  %b2.e1.1 = extractelement <8 x float> %b2.x1.f, i32 1
  %b2.e1.2 = extractelement <8 x float> %b2.x1.f, i32 2
  %b2.e1.3 = extractelement <8 x float> %b2.x1.f, i32 3
  %b2.e1.4 = extractelement <8 x float> %b2.x1.f, i32 4
  %b2.e1.5 = extractelement <8 x float> %b2.x1.f, i32 5
  %b2.e1.6 = extractelement <8 x float> %b2.x1.f, i32 6
  %b2.e1.7 = extractelement <8 x float> %b2.x1.f, i32 7

  %b2.a8.n = call float @llvm.fmuladd.f32(float %b2.s, float %b2.e1.0, float %b2.a8)
  %b2.a9.n = call float @llvm.fmuladd.f32(float %b2.s, float %b2.e1.1, float %b2.a9)
  %b2.a10.n = call float @llvm.fmuladd.f32(float %b2.s, float %b2.e1.2, float %b2.a10)
  %b2.a11.n = call float @llvm.fmuladd.f32(float %b2.s, float %b2.e1.3, float %b2.a11)
  %b2.a12.n = call float @llvm.fmuladd.f32(float %b2.s, float %b2.e1.4, float %b2.a12)
  %b2.a13.n = call float @llvm.fmuladd.f32(float %b2.s, float %b2.e1.5, float %b2.a13)
  %b2.a14.n = call float @llvm.fmuladd.f32(float %b2.s, float %b2.e1.6, float %b2.a14)
  %b2.a15.n = call float @llvm.fmuladd.f32(float %b2.s, float %b2.e1.7, float %b2.a15)
  %b2.i.n = add i32 %b2.i, 1
  %b2.more = icmp ult i32 %b2.i.n, 32
  br i1 %b2.more, label %b2, label %b2.done

b2.done:
  br label %c

c:
  ; dQ[i] = scale * sum_j dS[i][j] * K[j]
  %c.j = phi i32 [ 0, %b2.done ], [ %c.j.n, %c ]
  %c.a0 = phi float [ 0.0, %b2.done ], [ %c.a0.n, %c ]
  %c.a1 = phi float [ 0.0, %b2.done ], [ %c.a1.n, %c ]
  %c.a2 = phi float [ 0.0, %b2.done ], [ %c.a2.n, %c ]
  %c.a3 = phi float [ 0.0, %b2.done ], [ %c.a3.n, %c ]
  %c.a4 = phi float [ 0.0, %b2.done ], [ %c.a4.n, %c ]
  %c.a5 = phi float [ 0.0, %b2.done ], [ %c.a5.n, %c ]
  %c.a6 = phi float [ 0.0, %b2.done ], [ %c.a6.n, %c ]
  %c.a7 = phi float [ 0.0, %b2.done ], [ %c.a7.n, %c ]
  %c.pi = add i32 %pc.pb, %c.j
  %c.pp = getelementptr inbounds float, ptr addrspace(3) @pds.lds, i32 %c.pi
  %c.s = load float, ptr addrspace(3) %c.pp, align 4
  %c.kr = mul i32 %c.j, 72
  %c.o = add i32 %c.kr, %pc.col
  %c.o0 = add i32 %c.o, 0
  %c.x0.p = getelementptr inbounds half, ptr addrspace(3) @k.lds, i32 %c.o0
  %c.x0.h = load <8 x half>, ptr addrspace(3) %c.x0.p, align 16
  %c.x0.f = fpext <8 x half> %c.x0.h to <8 x float>
  %c.e0.0 = extractelement <8 x float> %c.x0.f, i32 0
  %c.e0.1 = extractelement <8 x float> %c.x0.f, i32 1
  %c.e0.2 = extractelement <8 x float> %c.x0.f, i32 2
  %c.e0.3 = extractelement <8 x float> %c.x0.f, i32 3
  %c.e0.4 = extractelement <8 x float> %c.x0.f, i32 4
  %c.e0.5 = extractelement <8 x float> %c.x0.f, i32 5
  %c.e0.6 = extractelement <8 x float> %c.x0.f, i32 6
  %c.e0.7 = extractelement <8 x float> %c.x0.f, i32 7

  %c.a0.n = call float @llvm.fmuladd.f32(float %c.s, float %c.e0.0, float %c.a0)
  %c.a1.n = call float @llvm.fmuladd.f32(float %c.s, float %c.e0.1, float %c.a1)
  %c.a2.n = call float @llvm.fmuladd.f32(float %c.s, float %c.e0.2, float %c.a2)
  %c.a3.n = call float @llvm.fmuladd.f32(float %c.s, float %c.e0.3, float %c.a3)
  %c.a4.n = call float @llvm.fmuladd.f32(float %c.s, float %c.e0.4, float %c.a4)
  %c.a5.n = call float @llvm.fmuladd.f32(float %c.s, float %c.e0.5, float %c.a5)
  %c.a6.n = call float @llvm.fmuladd.f32(float %c.s, float %c.e0.6, float %c.a6)
  %c.a7.n = call float @llvm.fmuladd.f32(float %c.s, float %c.e0.7, float %c.a7)
  %c.j.n = add i32 %c.j, 1
  %c.more = icmp ult i32 %c.j.n, 64
  br i1 %c.more, label %c, label %c.done

c.done:
  %c.q0 = fmul float %c.a0.n, %scale
  %c.q1 = fmul float %c.a1.n, %scale
  %c.q2 = fmul float %c.a2.n, %scale
  %c.q3 = fmul float %c.a3.n, %scale
  %c.q4 = fmul float %c.a4.n, %scale
  %c.q5 = fmul float %c.a5.n, %scale
  %c.q6 = fmul float %c.a6.n, %scale
  %c.q7 = fmul float %c.a7.n, %scale
  br label %pair.end

pair.end:
  ; the next pair overwrites the Q/dO/P tiles
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %qt.merge

qt.merge:
  %mg.dk0 = phi float [ %b2.a0.n, %pair.end ], [ %qt.dk0, %qt.skip ]
  %mg.dv0 = phi float [ %b1.a0.n, %pair.end ], [ %qt.dv0, %qt.skip ]
  %mg.dk1 = phi float [ %b2.a1.n, %pair.end ], [ %qt.dk1, %qt.skip ]
  %mg.dv1 = phi float [ %b1.a1.n, %pair.end ], [ %qt.dv1, %qt.skip ]
  %mg.dk2 = phi float [ %b2.a2.n, %pair.end ], [ %qt.dk2, %qt.skip ]
  %mg.dv2 = phi float [ %b1.a2.n, %pair.end ], [ %qt.dv2, %qt.skip ]
  %mg.dk3 = phi float [ %b2.a3.n, %pair.end ], [ %qt.dk3, %qt.skip ]
  %mg.dv3 = phi float [ %b1.a3.n, %pair.end ], [ %qt.dv3, %qt.skip ]
  %mg.dk4 = phi float [ %b2.a4.n, %pair.end ], [ %qt.dk4, %qt.skip ]
  %mg.dv4 = phi float [ %b1.a4.n, %pair.end ], [ %qt.dv4, %qt.skip ]
  %mg.dk5 = phi float [ %b2.a5.n, %pair.end ], [ %qt.dk5, %qt.skip ]
  %mg.dv5 = phi float [ %b1.a5.n, %pair.end ], [ %qt.dv5, %qt.skip ]
  %mg.dk6 = phi float [ %b2.a6.n, %pair.end ], [ %qt.dk6, %qt.skip ]
  %mg.dv6 = phi float [ %b1.a6.n, %pair.end ], [ %qt.dv6, %qt.skip ]
  %mg.dk7 = phi float [ %b2.a7.n, %pair.end ], [ %qt.dk7, %qt.skip ]
  %mg.dv7 = phi float [ %b1.a7.n, %pair.end ], [ %qt.dv7, %qt.skip ]
  %mg.dk8 = phi float [ %b2.a8.n, %pair.end ], [ %qt.dk8, %qt.skip ]
  %mg.dv8 = phi float [ %b1.a8.n, %pair.end ], [ %qt.dv8, %qt.skip ]
  %mg.dk9 = phi float [ %b2.a9.n, %pair.end ], [ %qt.dk9, %qt.skip ]
  %mg.dv9 = phi float [ %b1.a9.n, %pair.end ], [ %qt.dv9, %qt.skip ]
  %mg.dk10 = phi float [ %b2.a10.n, %pair.end ], [ %qt.dk10, %qt.skip ]
  %mg.dv10 = phi float [ %b1.a10.n, %pair.end ], [ %qt.dv10, %qt.skip ]
  %mg.dk11 = phi float [ %b2.a11.n, %pair.end ], [ %qt.dk11, %qt.skip ]
  %mg.dv11 = phi float [ %b1.a11.n, %pair.end ], [ %qt.dv11, %qt.skip ]
  %mg.dk12 = phi float [ %b2.a12.n, %pair.end ], [ %qt.dk12, %qt.skip ]
  %mg.dv12 = phi float [ %b1.a12.n, %pair.end ], [ %qt.dv12, %qt.skip ]
  %mg.dk13 = phi float [ %b2.a13.n, %pair.end ], [ %qt.dk13, %qt.skip ]
  %mg.dv13 = phi float [ %b1.a13.n, %pair.end ], [ %qt.dv13, %qt.skip ]
  %mg.dk14 = phi float [ %b2.a14.n, %pair.end ], [ %qt.dk14, %qt.skip ]
  %mg.dv14 = phi float [ %b1.a14.n, %pair.end ], [ %qt.dv14, %qt.skip ]
  %mg.dk15 = phi float [ %b2.a15.n, %pair.end ], [ %qt.dk15, %qt.skip ]
  %mg.dv15 = phi float [ %b1.a15.n, %pair.end ], [ %qt.dv15, %qt.skip ]
  %mg.q0 = phi float [ %c.q0, %pair.end ], [ 0.0, %qt.skip ]
  %mg.q1 = phi float [ %c.q1, %pair.end ], [ 0.0, %qt.skip ]
  %mg.q2 = phi float [ %c.q2, %pair.end ], [ 0.0, %qt.skip ]
  %mg.q3 = phi float [ %c.q3, %pair.end ], [ 0.0, %qt.skip ]
  %mg.q4 = phi float [ %c.q4, %pair.end ], [ 0.0, %qt.skip ]
  %mg.q5 = phi float [ %c.q5, %pair.end ], [ 0.0, %qt.skip ]
  %mg.q6 = phi float [ %c.q6, %pair.end ], [ 0.0, %qt.skip ]
  %mg.q7 = phi float [ %c.q7, %pair.end ], [ 0.0, %qt.skip ]
  ; slice rows [0, len_q): this pair's dQ, or zeros where it was not visited
  %mg.r = add i32 %m0, %pc.i
  %mg.rv = icmp slt i32 %mg.r, %q.len
  br i1 %mg.rv, label %dqw, label %qt.next

dqw:
  %sw.row = add i32 %q.tok0, %mg.r
  %sw.r64 = sext i32 %sw.row to i64
  %sw.h64 = sext i32 %num_heads_q to i64
  %sw.hh64 = sext i32 %hq to i64
  %sw.rh = mul nsw i64 %sw.r64, %sw.h64
  %sw.rhh = add nsw i64 %sw.rh, %sw.hh64
  %sw.base = mul i64 %sw.rhh, 64
  %sw.os = add i64 %sw.base, %sl.base
  %sw.o = add i64 %sw.os, %pc.col64
  %sw.o0 = add i64 %sw.o, 0
  %sw.p0 = getelementptr inbounds float, ptr addrspace(1) %dq_ws, i64 %sw.o0
  %sw.v0.0 = insertelement <8 x float> poison, float %mg.q0, i32 0
  %sw.v0.1 = insertelement <8 x float> %sw.v0.0, float %mg.q1, i32 1
  %sw.v0.2 = insertelement <8 x float> %sw.v0.1, float %mg.q2, i32 2
  %sw.v0.3 = insertelement <8 x float> %sw.v0.2, float %mg.q3, i32 3
  %sw.v0.4 = insertelement <8 x float> %sw.v0.3, float %mg.q4, i32 4
  %sw.v0.5 = insertelement <8 x float> %sw.v0.4, float %mg.q5, i32 5
  %sw.v0.6 = insertelement <8 x float> %sw.v0.5, float %mg.q6, i32 6
  %sw.v0 = insertelement <8 x float> %sw.v0.6, float %mg.q7, i32 7

  store <8 x float> %sw.v0, ptr addrspace(1) %sw.p0, align 16
  br label %qt.next

qt.next:
  %m0.a = add i32 %m0, 32
  %m0.wrap = icmp sge i32 %m0.a, %q.len
  %m0.n = select i1 %m0.wrap, i32 0, i32 %m0.a
  %g.a = add i32 %g, 1
  %g.n = select i1 %m0.wrap, i32 %g.a, i32 %g
  %more = icmp slt i32 %g.n, %group
  br i1 %more, label %qt, label %store

store:
  %st.dk0 = phi float [ 0.0, %heads ], [ %mg.dk0, %qt.next ]
  %st.dv0 = phi float [ 0.0, %heads ], [ %mg.dv0, %qt.next ]
  %st.dk1 = phi float [ 0.0, %heads ], [ %mg.dk1, %qt.next ]
  %st.dv1 = phi float [ 0.0, %heads ], [ %mg.dv1, %qt.next ]
  %st.dk2 = phi float [ 0.0, %heads ], [ %mg.dk2, %qt.next ]
  %st.dv2 = phi float [ 0.0, %heads ], [ %mg.dv2, %qt.next ]
  %st.dk3 = phi float [ 0.0, %heads ], [ %mg.dk3, %qt.next ]
  %st.dv3 = phi float [ 0.0, %heads ], [ %mg.dv3, %qt.next ]
  %st.dk4 = phi float [ 0.0, %heads ], [ %mg.dk4, %qt.next ]
  %st.dv4 = phi float [ 0.0, %heads ], [ %mg.dv4, %qt.next ]
  %st.dk5 = phi float [ 0.0, %heads ], [ %mg.dk5, %qt.next ]
  %st.dv5 = phi float [ 0.0, %heads ], [ %mg.dv5, %qt.next ]
  %st.dk6 = phi float [ 0.0, %heads ], [ %mg.dk6, %qt.next ]
  %st.dv6 = phi float [ 0.0, %heads ], [ %mg.dv6, %qt.next ]
  %st.dk7 = phi float [ 0.0, %heads ], [ %mg.dk7, %qt.next ]
  %st.dv7 = phi float [ 0.0, %heads ], [ %mg.dv7, %qt.next ]
  %st.dk8 = phi float [ 0.0, %heads ], [ %mg.dk8, %qt.next ]
  %st.dv8 = phi float [ 0.0, %heads ], [ %mg.dv8, %qt.next ]
  %st.dk9 = phi float [ 0.0, %heads ], [ %mg.dk9, %qt.next ]
  %st.dv9 = phi float [ 0.0, %heads ], [ %mg.dv9, %qt.next ]
  %st.dk10 = phi float [ 0.0, %heads ], [ %mg.dk10, %qt.next ]
  %st.dv10 = phi float [ 0.0, %heads ], [ %mg.dv10, %qt.next ]
  %st.dk11 = phi float [ 0.0, %heads ], [ %mg.dk11, %qt.next ]
  %st.dv11 = phi float [ 0.0, %heads ], [ %mg.dv11, %qt.next ]
  %st.dk12 = phi float [ 0.0, %heads ], [ %mg.dk12, %qt.next ]
  %st.dv12 = phi float [ 0.0, %heads ], [ %mg.dv12, %qt.next ]
  %st.dk13 = phi float [ 0.0, %heads ], [ %mg.dk13, %qt.next ]
  %st.dv13 = phi float [ 0.0, %heads ], [ %mg.dv13, %qt.next ]
  %st.dk14 = phi float [ 0.0, %heads ], [ %mg.dk14, %qt.next ]
  %st.dv14 = phi float [ 0.0, %heads ], [ %mg.dv14, %qt.next ]
  %st.dk15 = phi float [ 0.0, %heads ], [ %mg.dk15, %qt.next ]
  %st.dv15 = phi float [ 0.0, %heads ], [ %mg.dv15, %qt.next ]
  br i1 %kv.live, label %kvs, label %exit

kvs:
  ; dK = scale * acc, dV = acc, rows [n0, len_k) of the tile
  %kvs.r = add i32 %n0, %pb.j
  %kvs.v = icmp slt i32 %kvs.r, %kv.len
  br i1 %kvs.v, label %kvs.w, label %exit

kvs.w:
  %kvs.t = add i32 %kv.tok0, %kvs.r
  %kvs.g.r64 = sext i32 %kvs.t to i64
  %kvs.g.h64 = sext i32 %num_heads_kv to i64
  %kvs.g.hh64 = sext i32 %h to i64
  %kvs.g.rh = mul nsw i64 %kvs.g.r64, %kvs.g.h64
  %kvs.g.rhh = add nsw i64 %kvs.g.rh, %kvs.g.hh64
  %kvs.g.base = mul i64 %kvs.g.rhh, 64
  %kvs.o = add i64 %kvs.g.base, %pb.col64
  %kvs.k0 = fmul float %st.dk0, %scale
  %kvs.k1 = fmul float %st.dk1, %scale
  %kvs.k2 = fmul float %st.dk2, %scale
  %kvs.k3 = fmul float %st.dk3, %scale
  %kvs.k4 = fmul float %st.dk4, %scale
  %kvs.k5 = fmul float %st.dk5, %scale
  %kvs.k6 = fmul float %st.dk6, %scale
  %kvs.k7 = fmul float %st.dk7, %scale
  %kvs.k8 = fmul float %st.dk8, %scale
  %kvs.k9 = fmul float %st.dk9, %scale
  %kvs.k10 = fmul float %st.dk10, %scale
  %kvs.k11 = fmul float %st.dk11, %scale
  %kvs.k12 = fmul float %st.dk12, %scale
  %kvs.k13 = fmul float %st.dk13, %scale
  %kvs.k14 = fmul float %st.dk14, %scale
  %kvs.k15 = fmul float %st.dk15, %scale
  %kvs.o0 = add i64 %kvs.o, 0
  %kvs.kf0.0 = insertelement <8 x float> poison, float %kvs.k0, i32 0
  %kvs.kf0.1 = insertelement <8 x float> %kvs.kf0.0, float %kvs.k1, i32 1
  %kvs.kf0.2 = insertelement <8 x float> %kvs.kf0.1, float %kvs.k2, i32 2
  %kvs.kf0.3 = insertelement <8 x float> %kvs.kf0.2, float %kvs.k3, i32 3
  %kvs.kf0.4 = insertelement <8 x float> %kvs.kf0.3, float %kvs.k4, i32 4
  %kvs.kf0.5 = insertelement <8 x float> %kvs.kf0.4, float %kvs.k5, i32 5
  %kvs.kf0.6 = insertelement <8 x float> %kvs.kf0.5, float %kvs.k6, i32 6
  %kvs.kf0 = insertelement <8 x float> %kvs.kf0.6, float %kvs.k7, i32 7

  %kvs.kh0 = fptrunc <8 x float> %kvs.kf0 to <8 x half>
  %kvs.kp0 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs.o0
  store <8 x half> %kvs.kh0, ptr addrspace(1) %kvs.kp0, align 16
  %kvs.vf0.0 = insertelement <8 x float> poison, float %st.dv0, i32 0
  %kvs.vf0.1 = insertelement <8 x float> %kvs.vf0.0, float %st.dv1, i32 1
  %kvs.vf0.2 = insertelement <8 x float> %kvs.vf0.1, float %st.dv2, i32 2
  %kvs.vf0.3 = insertelement <8 x float> %kvs.vf0.2, float %st.dv3, i32 3
  %kvs.vf0.4 = insertelement <8 x float> %kvs.vf0.3, float %st.dv4, i32 4
  %kvs.vf0.5 = insertelement <8 x float> %kvs.vf0.4, float %st.dv5, i32 5
  %kvs.vf0.6 = insertelement <8 x float> %kvs.vf0.5, float %st.dv6, i32 6
  %kvs.vf0 = insertelement <8 x float> %kvs.vf0.6, float %st.dv7, i32 7

  %kvs.vh0 = fptrunc <8 x float> %kvs.vf0 to <8 x half>
  %kvs.vp0 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs.o0
  store <8 x half> %kvs.vh0, ptr addrspace(1) %kvs.vp0, align 16
  %kvs.o1 = add i64 %kvs.o, 8
  %kvs.kf1.0 = insertelement <8 x float> poison, float %kvs.k8, i32 0
  %kvs.kf1.1 = insertelement <8 x float> %kvs.kf1.0, float %kvs.k9, i32 1
  %kvs.kf1.2 = insertelement <8 x float> %kvs.kf1.1, float %kvs.k10, i32 2
  %kvs.kf1.3 = insertelement <8 x float> %kvs.kf1.2, float %kvs.k11, i32 3
  %kvs.kf1.4 = insertelement <8 x float> %kvs.kf1.3, float %kvs.k12, i32 4
  %kvs.kf1.5 = insertelement <8 x float> %kvs.kf1.4, float %kvs.k13, i32 5
  %kvs.kf1.6 = insertelement <8 x float> %kvs.kf1.5, float %kvs.k14, i32 6
  %kvs.kf1 = insertelement <8 x float> %kvs.kf1.6, float %kvs.k15, i32 7

  %kvs.kh1 = fptrunc <8 x float> %kvs.kf1 to <8 x half>
  %kvs.kp1 = getelementptr inbounds half, ptr addrspace(1) %dk, i64 %kvs.o1
  store <8 x half> %kvs.kh1, ptr addrspace(1) %kvs.kp1, align 16
  %kvs.vf1.0 = insertelement <8 x float> poison, float %st.dv8, i32 0
  %kvs.vf1.1 = insertelement <8 x float> %kvs.vf1.0, float %st.dv9, i32 1
  %kvs.vf1.2 = insertelement <8 x float> %kvs.vf1.1, float %st.dv10, i32 2
  %kvs.vf1.3 = insertelement <8 x float> %kvs.vf1.2, float %st.dv11, i32 3
  %kvs.vf1.4 = insertelement <8 x float> %kvs.vf1.3, float %st.dv12, i32 4
  %kvs.vf1.5 = insertelement <8 x float> %kvs.vf1.4, float %st.dv13, i32 5
  %kvs.vf1.6 = insertelement <8 x float> %kvs.vf1.5, float %st.dv14, i32 6
  %kvs.vf1 = insertelement <8 x float> %kvs.vf1.6, float %st.dv15, i32 7

  %kvs.vh1 = fptrunc <8 x float> %kvs.vf1 to <8 x half>
  %kvs.vp1 = getelementptr inbounds half, ptr addrspace(1) %dv, i64 %kvs.o1
  store <8 x half> %kvs.vh1, ptr addrspace(1) %kvs.vp1, align 16
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

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="256,256" "uniform-work-group-size"="true" "denormal-fp-math-f32"="preserve-sign,preserve-sign" "amdgpu-no-implicitarg-ptr" "amdgpu-no-dispatch-ptr" "amdgpu-no-queue-ptr" "amdgpu-no-dispatch-id" "amdgpu-no-hostcall-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-lds-kernel-id" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-agpr-alloc"="0" "target-cpu"="gfx942" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{}
