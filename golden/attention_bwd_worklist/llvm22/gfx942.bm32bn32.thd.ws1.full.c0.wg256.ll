; rocke attention_bwd_worklist gfx942.bm32bn32.thd.ws1.full.c0.wg256 llvm22
; generated from templates/attention_bwd_worklist.ll.j2; do not edit
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@scan = internal addrspace(3) global [256 x i32] poison, align 16

define amdgpu_kernel void @rocke_bwd_worklist_gfx942_bm32bn32_thd_ws1_full_c0_wg256(ptr addrspace(1) noalias writeonly %weights, ptr addrspace(1) noalias writeonly %offsets, ptr addrspace(1) noalias readonly %cu_seqlens_q, i32 %total_q, ptr addrspace(1) noalias readonly %cu_seqlens_k, i32 %total_k, i32 %max_seqlen_q, i32 %max_seqlen_k, i32 %batch) #0 {
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
  %mine = getelementptr inbounds [256 x i32], ptr addrspace(3) @scan, i32 0, i32 %tid
  %lastp = getelementptr inbounds [256 x i32], ptr addrspace(3) @scan, i32 0, i32 255
  br label %chunk

chunk:
  %ci = phi i32 [ 0, %entry ], [ %ci.n, %scanned ]
  %carry = phi i32 [ 0, %entry ], [ %carry.n, %scanned ]
  %more = icmp slt i32 %ci, %nch
  br i1 %more, label %seq, label %done

seq:
  %cb = shl i32 %ci, 8
  %bi = add i32 %cb, %tid
  %in = icmp slt i32 %bi, %nb
  br i1 %in, label %dec, label %weighed

; main's decode of both sides for sequence %bi (per thread here, so vector code)
dec:
  %q.b1 = add i32 %bi, 1
  %q.off0.ptr = getelementptr inbounds i32, ptr addrspace(1) %cu_seqlens_q, i32 %bi
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

  %kv.b1 = add i32 %bi, 1
  %kv.off0.ptr = getelementptr inbounds i32, ptr addrspace(1) %cu_seqlens_k, i32 %bi
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

  %q.pos = icmp sgt i32 %q.len, 0
  %kv.pos = icmp sgt i32 %kv.len, 0
  %nonempty = and i1 %q.pos, %kv.pos
  br i1 %nonempty, label %count, label %weighed

count:
  ; tiles: ceil(len / block) as ((len - 1) >> log2 block) + 1, no overflow near 2^31
  %nq.m1 = sub i32 %q.len, 1
  %nq.s = lshr i32 %nq.m1, 5
  %nq = add i32 %nq.s, 1
  %nk.m1 = sub i32 %kv.len, 1
  %nk.s = lshr i32 %nk.m1, 5
  %nk = add i32 %nk.s, 1
  %pairs = mul i32 %nq, %nk
  br label %weighed

weighed:
  %w = phi i32 [ 0, %seq ], [ 0, %dec ], [ %pairs, %count ]
  br i1 %in, label %wstore, label %scan0

wstore:
  %wp = getelementptr inbounds i32, ptr addrspace(1) %weights, i32 %bi
  store i32 %w, ptr addrspace(1) %wp, align 4
  br label %scan0

; inclusive Hillis-Steele scan of the chunk's weights in LDS, 8 steps
scan0:
  store i32 %w, ptr addrspace(3) %mine, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %step

step:
  %x = phi i32 [ %w, %scan0 ], [ %x.n, %step ]
  %sh = phi i32 [ 1, %scan0 ], [ %sh.n, %step ]
  %has = icmp uge i32 %tid, %sh
  %from.d = sub i32 %tid, %sh
  %from = select i1 %has, i32 %from.d, i32 %tid
  %fromp = getelementptr inbounds [256 x i32], ptr addrspace(3) @scan, i32 0, i32 %from
  %y.l = load i32, ptr addrspace(3) %fromp, align 4
  %y = select i1 %has, i32 %y.l, i32 0
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %x.n = add i32 %x, %y
  store i32 %x.n, ptr addrspace(3) %mine, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %sh.n = shl i32 %sh, 1
  %smore = icmp ult i32 %sh.n, 256
  br i1 %smore, label %step, label %scanned.0

scanned.0:
  %total = load i32, ptr addrspace(3) %lastp, align 4
  br i1 %in, label %ostore, label %scanned

ostore:
  %excl = sub i32 %x.n, %w
  %o = add i32 %carry, %excl
  %op = getelementptr inbounds i32, ptr addrspace(1) %offsets, i32 %bi
  store i32 %o, ptr addrspace(1) %op, align 4
  br label %scanned

scanned:
  %carry.n = add i32 %carry, %total
  %ci.n = add i32 %ci, 1
  ; every thread has read the total before the next chunk overwrites the scan
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %chunk

done:
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %tail, label %exit

tail:
  %tp = getelementptr inbounds i32, ptr addrspace(1) %offsets, i32 %nb
  store i32 %carry, ptr addrspace(1) %tp, align 4
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
