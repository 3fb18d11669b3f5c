; rocke attention_bwd_prep gfx942.f16.d64.bm64.thd.ws1.full.z1 llvm22
; generated from templates/attention_bwd_prep.ll.j2; do not edit
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@red = internal addrspace(3) global [256 x float] poison, align 16

define amdgpu_kernel void @rocke_bwd_prep_gfx942_f16_d64_bm64_thd_ws1_full_z1(ptr addrspace(1) noalias readonly %o, ptr addrspace(1) noalias readonly %dout, ptr addrspace(1) noalias writeonly %delta, ptr addrspace(1) noalias writeonly %dq_ws, ptr addrspace(1) noalias readonly %cu_seqlens_q, i32 %total_q, i32 %max_seqlen_q, i32 %num_heads_q) #0 {
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

  %m0 = mul i32 %tile, 64
  %live = icmp slt i32 %m0, %q.len
  br i1 %live, label %body, label %exit

body:
  %row.in = lshr i32 %tid, 2
  %part = and i32 %tid, 3
  %col = shl i32 %part, 4
  %col64 = zext i32 %col to i64
  %lead = icmp eq i32 %part, 0
  %red.mine = getelementptr inbounds [256 x float], ptr addrspace(3) @red, i32 0, i32 %tid
  %dl.base.h64 = sext i32 %h to i64
  %dl.base.n64 = sext i32 %total_q to i64
  %dl.base.hs = mul nsw i64 %dl.base.h64, %dl.base.n64
  %dl.base.t64 = sext i32 %q.tok0 to i64
  %dl.base = add nsw i64 %dl.base.hs, %dl.base.t64

  br label %pass0

pass0:
  %r0 = add i32 %row.in, 0
  %r0.s = add i32 %r0, %m0
  %v0 = icmp slt i32 %r0.s, %q.len
  br i1 %v0, label %ld0, label %red0

ld0:
  %t0 = add i32 %q.tok0, %r0.s
  %x0.r64 = sext i32 %t0 to i64
  %x0.h64 = sext i32 %num_heads_q to i64
  %x0.hh64 = sext i32 %h to i64
  %x0.rh = mul nsw i64 %x0.r64, %x0.h64
  %x0.rhh = add nsw i64 %x0.rh, %x0.hh64
  %x0.base = mul i64 %x0.rhh, 64
  %x0.off = add i64 %x0.base, %col64
  %x0.off0 = add i64 %x0.off, 0
  %po0.0 = getelementptr inbounds half, ptr addrspace(1) %o, i64 %x0.off0
  %pd0.0 = getelementptr inbounds half, ptr addrspace(1) %dout, i64 %x0.off0
  %ov0.0 = load <8 x half>, ptr addrspace(1) %po0.0, align 16
  %dv0.0 = load <8 x half>, ptr addrspace(1) %pd0.0, align 16
  %of0.0 = fpext <8 x half> %ov0.0 to <8 x float>
  %df0.0 = fpext <8 x half> %dv0.0 to <8 x float>
  %x0.off1 = add i64 %x0.off, 8
  %po0.1 = getelementptr inbounds half, ptr addrspace(1) %o, i64 %x0.off1
  %pd0.1 = getelementptr inbounds half, ptr addrspace(1) %dout, i64 %x0.off1
  %ov0.1 = load <8 x half>, ptr addrspace(1) %po0.1, align 16
  %dv0.1 = load <8 x half>, ptr addrspace(1) %pd0.1, align 16
  %of0.1 = fpext <8 x half> %ov0.1 to <8 x float>
  %df0.1 = fpext <8 x half> %dv0.1 to <8 x float>
  %o0.e0 = extractelement <8 x float> %of0.0, i32 0
  %d0.e0 = extractelement <8 x float> %df0.0, i32 0
  %acc0.0 = call float @llvm.fmuladd.f32(float %d0.e0, float %o0.e0, float 0.0)
  %o0.e1 = extractelement <8 x float> %of0.0, i32 1
  %d0.e1 = extractelement <8 x float> %df0.0, i32 1
  %acc0.1 = call float @llvm.fmuladd.f32(float %d0.e1, float %o0.e1, float %acc0.0)
  %o0.e2 = extractelement <8 x float> %of0.0, i32 2
  %d0.e2 = extractelement <8 x float> %df0.0, i32 2
  %acc0.2 = call float @llvm.fmuladd.f32(float %d0.e2, float %o0.e2, float %acc0.1)
  %o0.e3 = extractelement <8 x float> %of0.0, i32 3
  %d0.e3 = extractelement <8 x float> %df0.0, i32 3
  %acc0.3 = call float @llvm.fmuladd.f32(float %d0.e3, float %o0.e3, float %acc0.2)
  %o0.e4 = extractelement <8 x float> %of0.0, i32 4
  %d0.e4 = extractelement <8 x float> %df0.0, i32 4
  %acc0.4 = call float @llvm.fmuladd.f32(float %d0.e4, float %o0.e4, float %acc0.3)
  %o0.e5 = extractelement <8 x float> %of0.0, i32 5
  %d0.e5 = extractelement <8 x float> %df0.0, i32 5
  %acc0.5 = call float @llvm.fmuladd.f32(float %d0.e5, float %o0.e5, float %acc0.4)
  %o0.e6 = extractelement <8 x float> %of0.0, i32 6
  %d0.e6 = extractelement <8 x float> %df0.0, i32 6
  %acc0.6 = call float @llvm.fmuladd.f32(float %d0.e6, float %o0.e6, float %acc0.5)
  %o0.e7 = extractelement <8 x float> %of0.0, i32 7
  %d0.e7 = extractelement <8 x float> %df0.0, i32 7
  %acc0.7 = call float @llvm.fmuladd.f32(float %d0.e7, float %o0.e7, float %acc0.6)
  %o0.e8 = extractelement <8 x float> %of0.1, i32 0
  %d0.e8 = extractelement <8 x float> %df0.1, i32 0
  %acc0.8 = call float @llvm.fmuladd.f32(float %d0.e8, float %o0.e8, float %acc0.7)
  %o0.e9 = extractelement <8 x float> %of0.1, i32 1
  %d0.e9 = extractelement <8 x float> %df0.1, i32 1
  %acc0.9 = call float @llvm.fmuladd.f32(float %d0.e9, float %o0.e9, float %acc0.8)
  %o0.e10 = extractelement <8 x float> %of0.1, i32 2
  %d0.e10 = extractelement <8 x float> %df0.1, i32 2
  %acc0.10 = call float @llvm.fmuladd.f32(float %d0.e10, float %o0.e10, float %acc0.9)
  %o0.e11 = extractelement <8 x float> %of0.1, i32 3
  %d0.e11 = extractelement <8 x float> %df0.1, i32 3
  %acc0.11 = call float @llvm.fmuladd.f32(float %d0.e11, float %o0.e11, float %acc0.10)
  %o0.e12 = extractelement <8 x float> %of0.1, i32 4
  %d0.e12 = extractelement <8 x float> %df0.1, i32 4
  %acc0.12 = call float @llvm.fmuladd.f32(float %d0.e12, float %o0.e12, float %acc0.11)
  %o0.e13 = extractelement <8 x float> %of0.1, i32 5
  %d0.e13 = extractelement <8 x float> %df0.1, i32 5
  %acc0.13 = call float @llvm.fmuladd.f32(float %d0.e13, float %o0.e13, float %acc0.12)
  %o0.e14 = extractelement <8 x float> %of0.1, i32 6
  %d0.e14 = extractelement <8 x float> %df0.1, i32 6
  %acc0.14 = call float @llvm.fmuladd.f32(float %d0.e14, float %o0.e14, float %acc0.13)
  %o0.e15 = extractelement <8 x float> %of0.1, i32 7
  %d0.e15 = extractelement <8 x float> %df0.1, i32 7
  %acc0.15 = call float @llvm.fmuladd.f32(float %d0.e15, float %o0.e15, float %acc0.14)
  %w0.row.slot0 = mul i32 %b, %max_seqlen_q
  %w0.row = add i32 %w0.row.slot0, %r0.s
  %w0.r64 = sext i32 %w0.row to i64
  %w0.h64 = sext i32 %num_heads_q to i64
  %w0.hh64 = sext i32 %h to i64
  %w0.rh = mul nsw i64 %w0.r64, %w0.h64
  %w0.rhh = add nsw i64 %w0.rh, %w0.hh64
  %w0.base = mul i64 %w0.rhh, 64
  %w0.off = add i64 %w0.base, %col64
  %w0.off0 = add i64 %w0.off, 0
  %pw0.0 = getelementptr inbounds float, ptr addrspace(1) %dq_ws, i64 %w0.off0
  store <4 x float> zeroinitializer, ptr addrspace(1) %pw0.0, align 16
  %w0.off1 = add i64 %w0.off, 4
  %pw0.1 = getelementptr inbounds float, ptr addrspace(1) %dq_ws, i64 %w0.off1
  store <4 x float> zeroinitializer, ptr addrspace(1) %pw0.1, align 16
  %w0.off2 = add i64 %w0.off, 8
  %pw0.2 = getelementptr inbounds float, ptr addrspace(1) %dq_ws, i64 %w0.off2
  store <4 x float> zeroinitializer, ptr addrspace(1) %pw0.2, align 16
  %w0.off3 = add i64 %w0.off, 12
  %pw0.3 = getelementptr inbounds float, ptr addrspace(1) %dq_ws, i64 %w0.off3
  store <4 x float> zeroinitializer, ptr addrspace(1) %pw0.3, align 16
  br label %red0

red0:
  %part0 = phi float [ %acc0.15, %ld0 ], [ 0.0, %pass0 ]
  store float %part0, ptr addrspace(3) %red.mine, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %wl0 = and i1 %lead, %v0
  br i1 %wl0, label %wr0, label %next0

wr0:
  %rp0.1 = getelementptr inbounds float, ptr addrspace(3) %red.mine, i32 1
  %rv0.1 = load float, ptr addrspace(3) %rp0.1, align 4
  %sum0.1 = fadd float %part0, %rv0.1
  %rp0.2 = getelementptr inbounds float, ptr addrspace(3) %red.mine, i32 2
  %rv0.2 = load float, ptr addrspace(3) %rp0.2, align 4
  %sum0.2 = fadd float %sum0.1, %rv0.2
  %rp0.3 = getelementptr inbounds float, ptr addrspace(3) %red.mine, i32 3
  %rv0.3 = load float, ptr addrspace(3) %rp0.3, align 4
  %sum0.3 = fadd float %sum0.2, %rv0.3
  %dl0.i.r64 = sext i32 %r0.s to i64
  %dl0.i = add nsw i64 %dl.base, %dl0.i.r64
  %dl0.i.p = getelementptr inbounds float, ptr addrspace(1) %delta, i64 %dl0.i

  store float %sum0.3, ptr addrspace(1) %dl0.i.p, align 4
  br label %next0

next0:
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

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="256,256" "uniform-work-group-size"="true" "denormal-fp-math-f32"="preserve-sign,preserve-sign" "amdgpu-no-implicitarg-ptr" "amdgpu-no-dispatch-ptr" "amdgpu-no-queue-ptr" "amdgpu-no-dispatch-id" "amdgpu-no-hostcall-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-lds-kernel-id" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-agpr-alloc"="0" "target-cpu"="gfx942" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{}
