; rocke attention_bwd_validate gfx942.thd.kvthd.p16.wg256 llvm22
; generated from templates/attention_bwd_validate.ll.j2; do not edit
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@scan_q = internal addrspace(3) global [256 x i32] poison, align 16
@scan_kv = internal addrspace(3) global [256 x i32] poison, align 16
@count = internal addrspace(3) global [256 x i32] poison, align 16

define amdgpu_kernel void @rocke_bwd_validate_gfx942_thd_kvthd_p16_wg256(ptr addrspace(1) noalias writeonly %status, ptr addrspace(1) noalias writeonly %bad_count, ptr addrspace(1) noalias readonly %cu_seqlens_q, i32 %total_q, i32 %max_seqlen_q, ptr addrspace(1) noalias readonly %cu_seqlens_k, i32 %total_k, i32 %max_seqlen_k, i32 %batch) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  ; chunks of 256 sequences, counted without overflow for any batch < 2^31
  %neg = icmp slt i32 %batch, 0
  %nb = select i1 %neg, i32 0, i32 %batch
  %nch.hi = lshr i32 %nb, 8
  %nch.lo = and i32 %nb, 255
  %nch.part = icmp ne i32 %nch.lo, 0
  %nch.p = zext i1 %nch.part to i32
  %nch = add i32 %nch.hi, %nch.p
  %tid.gt0 = icmp ugt i32 %tid, 0
  %tid.m1 = sub i32 %tid, 1
  %prev = select i1 %tid.gt0, i32 %tid.m1, i32 0
  %c.mine = getelementptr inbounds [256 x i32], ptr addrspace(3) @count, i32 0, i32 %tid
  %c.last = getelementptr inbounds [256 x i32], ptr addrspace(3) @count, i32 0, i32 255
  %q.mine = getelementptr inbounds [256 x i32], ptr addrspace(3) @scan_q, i32 0, i32 %tid
  %q.prevp = getelementptr inbounds [256 x i32], ptr addrspace(3) @scan_q, i32 0, i32 %prev
  %q.lastp = getelementptr inbounds [256 x i32], ptr addrspace(3) @scan_q, i32 0, i32 255
  %kv.mine = getelementptr inbounds [256 x i32], ptr addrspace(3) @scan_kv, i32 0, i32 %tid
  %kv.prevp = getelementptr inbounds [256 x i32], ptr addrspace(3) @scan_kv, i32 0, i32 %prev
  %kv.lastp = getelementptr inbounds [256 x i32], ptr addrspace(3) @scan_kv, i32 0, i32 255
  br label %chunk

chunk:
  %ci = phi i32 [ 0, %entry ], [ %ci.n, %next ]
  %bad = phi i32 [ 0, %entry ], [ %bad.n, %next ]
  %q.carry = phi i32 [ 0, %entry ], [ %q.carry.n, %next ]
  %kv.carry = phi i32 [ 0, %entry ], [ %kv.carry.n, %next ]
  %more = icmp slt i32 %ci, %nch
  br i1 %more, label %seq, label %count

seq:
  %cb = shl i32 %ci, 8
  %bi = add i32 %cb, %tid
  %in = icmp slt i32 %bi, %nb
  br i1 %in, label %dec, label %decoded

; sequence %bi (one per work-item: vector code)
dec:
  %q.b1 = add i32 %bi, 1
  %q.p0 = getelementptr inbounds i32, ptr addrspace(1) %cu_seqlens_q, i32 %bi
  %q.p1 = getelementptr inbounds i32, ptr addrspace(1) %cu_seqlens_q, i32 %q.b1
  %q.t0 = load i32, ptr addrspace(1) %q.p0, align 4, !invariant.load !1
  %q.t1 = load i32, ptr addrspace(1) %q.p1, align 4, !invariant.load !1
  %q.len = sub i32 %q.t1, %q.t0
  %q.f.neg = icmp slt i32 %q.t0, 0
  %q.f.dec = icmp slt i32 %q.t1, %q.t0
  %q.f.past = icmp sgt i32 %q.t1, %total_q
  %q.f.long = icmp sgt i32 %q.len, %max_seqlen_q
  %q.w.neg = select i1 %q.f.neg, i32 1, i32 0
  %q.w.dec = select i1 %q.f.dec, i32 2, i32 0
  %q.w.past = select i1 %q.f.past, i32 4, i32 0
  %q.w.long = select i1 %q.f.long, i32 8, i32 0
  %q.w.0 = or i32 %q.w.neg, %q.w.dec
  %q.w.1 = or i32 %q.w.0, %q.w.past
  %q.w = or i32 %q.w.1, %q.w.long
  %q.kept = icmp eq i32 %q.w, 0
  %q.full = icmp sgt i32 %q.len, 0
  %q.owns = and i1 %q.kept, %q.full
  %q.end = select i1 %q.owns, i32 %q.t1, i32 0
  %kv.b1 = add i32 %bi, 1
  %kv.p0 = getelementptr inbounds i32, ptr addrspace(1) %cu_seqlens_k, i32 %bi
  %kv.p1 = getelementptr inbounds i32, ptr addrspace(1) %cu_seqlens_k, i32 %kv.b1
  %kv.t0 = load i32, ptr addrspace(1) %kv.p0, align 4, !invariant.load !1
  %kv.t1 = load i32, ptr addrspace(1) %kv.p1, align 4, !invariant.load !1
  %kv.len = sub i32 %kv.t1, %kv.t0
  %kv.f.neg = icmp slt i32 %kv.t0, 0
  %kv.f.dec = icmp slt i32 %kv.t1, %kv.t0
  %kv.f.past = icmp sgt i32 %kv.t1, %total_k
  %kv.f.long = icmp sgt i32 %kv.len, %max_seqlen_k
  %kv.w.neg = select i1 %kv.f.neg, i32 256, i32 0
  %kv.w.dec = select i1 %kv.f.dec, i32 512, i32 0
  %kv.w.past = select i1 %kv.f.past, i32 1024, i32 0
  %kv.w.long = select i1 %kv.f.long, i32 2048, i32 0
  %kv.w.0 = or i32 %kv.w.neg, %kv.w.dec
  %kv.w.1 = or i32 %kv.w.0, %kv.w.past
  %kv.w = or i32 %kv.w.1, %kv.w.long
  %kv.kept = icmp eq i32 %kv.w, 0
  %kv.full = icmp sgt i32 %kv.len, 0
  %kv.owns = and i1 %kv.kept, %kv.full
  %kv.end = select i1 %kv.owns, i32 %kv.t1, i32 0
  br label %decoded

decoded:
  %q.t0.v = phi i32 [ 0, %seq ], [ %q.t0, %dec ]
  %q.w.v = phi i32 [ 0, %seq ], [ %q.w, %dec ]
  %q.end.v = phi i32 [ 0, %seq ], [ %q.end, %dec ]
  %kv.t0.v = phi i32 [ 0, %seq ], [ %kv.t0, %dec ]
  %kv.w.v = phi i32 [ 0, %seq ], [ %kv.w, %dec ]
  %kv.end.v = phi i32 [ 0, %seq ], [ %kv.end, %dec ]
  store i32 %q.end.v, ptr addrspace(3) %q.mine, align 4
  store i32 %kv.end.v, ptr addrspace(3) %kv.mine, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %step

; inclusive Hillis-Steele max-scan of the ends, 8 steps, the sides together
step:
  %sh = phi i32 [ 1, %decoded ], [ %sh.n, %step ]
  %q.x = phi i32 [ %q.end.v, %decoded ], [ %q.x.n, %step ]
  %kv.x = phi i32 [ %kv.end.v, %decoded ], [ %kv.x.n, %step ]
  %has = icmp uge i32 %tid, %sh
  %from.d = sub i32 %tid, %sh
  %from = select i1 %has, i32 %from.d, i32 %tid
  %q.fromp = getelementptr inbounds [256 x i32], ptr addrspace(3) @scan_q, i32 0, i32 %from
  %q.y.l = load i32, ptr addrspace(3) %q.fromp, align 4
  %q.y = select i1 %has, i32 %q.y.l, i32 0
  %kv.fromp = getelementptr inbounds [256 x i32], ptr addrspace(3) @scan_kv, i32 0, i32 %from
  %kv.y.l = load i32, ptr addrspace(3) %kv.fromp, align 4
  %kv.y = select i1 %has, i32 %kv.y.l, i32 0
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %q.gt = icmp sgt i32 %q.y, %q.x
  %q.x.n = select i1 %q.gt, i32 %q.y, i32 %q.x
  store i32 %q.x.n, ptr addrspace(3) %q.mine, align 4
  %kv.gt = icmp sgt i32 %kv.y, %kv.x
  %kv.x.n = select i1 %kv.gt, i32 %kv.y, i32 %kv.x
  store i32 %kv.x.n, ptr addrspace(3) %kv.mine, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %sh.n = shl i32 %sh, 1
  %smore = icmp ult i32 %sh.n, 256
  br i1 %smore, label %step, label %scanned

; the earlier sequences' largest end: the scan at tid - 1 (none at tid 0) and the carry
scanned:
  %q.pl = load i32, ptr addrspace(3) %q.prevp, align 4
  %q.pe = select i1 %tid.gt0, i32 %q.pl, i32 0
  %q.pgt = icmp sgt i32 %q.carry, %q.pe
  %q.pm = select i1 %q.pgt, i32 %q.carry, i32 %q.pe
  %q.tot = load i32, ptr addrspace(3) %q.lastp, align 4
  %q.cgt = icmp sgt i32 %q.tot, %q.carry
  %q.carry.n = select i1 %q.cgt, i32 %q.tot, i32 %q.carry
  ; overlap: kept and non-empty (end > 0), starting below an earlier kept sequence's end
  %q.owns.v = icmp sgt i32 %q.end.v, 0
  %q.below = icmp slt i32 %q.t0.v, %q.pm
  %q.ov = and i1 %q.owns.v, %q.below
  %q.w.ov = select i1 %q.ov, i32 16, i32 0
  %q.s = or i32 %q.w.v, %q.w.ov
  %kv.pl = load i32, ptr addrspace(3) %kv.prevp, align 4
  %kv.pe = select i1 %tid.gt0, i32 %kv.pl, i32 0
  %kv.pgt = icmp sgt i32 %kv.carry, %kv.pe
  %kv.pm = select i1 %kv.pgt, i32 %kv.carry, i32 %kv.pe
  %kv.tot = load i32, ptr addrspace(3) %kv.lastp, align 4
  %kv.cgt = icmp sgt i32 %kv.tot, %kv.carry
  %kv.carry.n = select i1 %kv.cgt, i32 %kv.tot, i32 %kv.carry
  ; overlap: kept and non-empty (end > 0), starting below an earlier kept sequence's end
  %kv.owns.v = icmp sgt i32 %kv.end.v, 0
  %kv.below = icmp slt i32 %kv.t0.v, %kv.pm
  %kv.ov = and i1 %kv.owns.v, %kv.below
  %kv.w.ov = select i1 %kv.ov, i32 4096, i32 0
  %kv.s = or i32 %kv.w.v, %kv.w.ov
  %st.kv = or i32 %q.s, %kv.s
  %st = or i32 %st.kv, 0
  br i1 %in, label %store, label %next

store:
  %sp = getelementptr inbounds i32, ptr addrspace(1) %status, i32 %bi
  store i32 %st, ptr addrspace(1) %sp, align 4
  br label %next

next:
  %isbad = icmp ne i32 %st, 0
  %isbad.i = zext i1 %isbad to i32
  %bad.n = add i32 %bad, %isbad.i
  %ci.n = add i32 %ci, 1
  ; every work-item has read the scans before the next chunk overwrites them
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %chunk

; the bad sequences: an inclusive add-scan of the per-work-item counts, its last element
count:
  store i32 %bad, ptr addrspace(3) %c.mine, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %cstep

cstep:
  %csh = phi i32 [ 1, %count ], [ %csh.n, %cstep ]
  %cx = phi i32 [ %bad, %count ], [ %cx.n, %cstep ]
  %chas = icmp uge i32 %tid, %csh
  %cfrom.d = sub i32 %tid, %csh
  %cfrom = select i1 %chas, i32 %cfrom.d, i32 %tid
  %cfromp = getelementptr inbounds [256 x i32], ptr addrspace(3) @count, i32 0, i32 %cfrom
  %cy.l = load i32, ptr addrspace(3) %cfromp, align 4
  %cy = select i1 %chas, i32 %cy.l, i32 0
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %cx.n = add i32 %cx, %cy
  store i32 %cx.n, ptr addrspace(3) %c.mine, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %csh.n = shl i32 %csh, 1
  %cmore = icmp ult i32 %csh.n, 256
  br i1 %cmore, label %cstep, label %counted

counted:
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %tail, label %exit

tail:
  %total = load i32, ptr addrspace(3) %c.last, align 4
  store i32 %total, ptr addrspace(1) %bad_count, align 4
  br label %exit

exit:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="256,256" "uniform-work-group-size"="true" "denormal-fp-math-f32"="preserve-sign,preserve-sign" "amdgpu-no-implicitarg-ptr" "amdgpu-no-dispatch-ptr" "amdgpu-no-queue-ptr" "amdgpu-no-dispatch-id" "amdgpu-no-hostcall-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-lds-kernel-id" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-agpr-alloc"="0" "target-cpu"="gfx942" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{}
