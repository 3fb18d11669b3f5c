; rocke attention_bwd_convert gfx942.f16.d64.bm64.bshd.ws0.full llvm22
; generated from templates/attention_bwd_convert.ll.j2; do not edit
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @rocke_bwd_convert_gfx942_f16_d64_bm64_bshd_ws0_full(ptr addrspace(1) noalias readonly %dq_ws, ptr addrspace(1) noalias writeonly %dq, i32 %seqlen_q, i32 %num_heads_q, float %scale) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %tile = call i32 @llvm.amdgcn.workgroup.id.x()
  %h = call i32 @llvm.amdgcn.workgroup.id.y()
  %b = call i32 @llvm.amdgcn.workgroup.id.z()
  %q.tok0 = mul i32 %b, %seqlen_q

  %m0 = mul i32 %tile, 64
  %live = icmp slt i32 %m0, %seqlen_q
  br i1 %live, label %body, label %exit

body:
  %row.in = lshr i32 %tid, 2
  %part = and i32 %tid, 3
  %col = shl i32 %part, 4
  %col64 = zext i32 %col to i64
  %sc.0 = insertelement <4 x float> poison, float %scale, i32 0
  %sc = shufflevector <4 x float> %sc.0, <4 x float> poison, <4 x i32> zeroinitializer
  br label %pass0

pass0:
  %r0 = add i32 %row.in, 0
  %r0.s = add i32 %r0, %m0
  %v0 = icmp slt i32 %r0.s, %seqlen_q
  br i1 %v0, label %cv0, label %next0

cv0:
  %t0 = add i32 %q.tok0, %r0.s
  %w0.r64 = sext i32 %t0 to i64
  %w0.h64 = sext i32 %num_heads_q to i64
  %w0.hh64 = sext i32 %h to i64
  %w0.rh = mul nsw i64 %w0.r64, %w0.h64
  %w0.rhh = add nsw i64 %w0.rh, %w0.hh64
  %w0.base = mul i64 %w0.rhh, 64
  %w0.off = add i64 %w0.base, %col64
  %x0.r64 = sext i32 %t0 to i64
  %x0.h64 = sext i32 %num_heads_q to i64
  %x0.hh64 = sext i32 %h to i64
  %x0.rh = mul nsw i64 %x0.r64, %x0.h64
  %x0.rhh = add nsw i64 %x0.rh, %x0.hh64
  %x0.base = mul i64 %x0.rhh, 64
  %x0.off = add i64 %x0.base, %col64
  %w0.off0 = add i64 %w0.off, 0
  %x0.off0 = add i64 %x0.off, 0
  %pw0.0 = getelementptr inbounds float, ptr addrspace(1) %dq_ws, i64 %w0.off0
  %px0.0 = getelementptr inbounds half, ptr addrspace(1) %dq, i64 %x0.off0
  %a0.0 = load <4 x float>, ptr addrspace(1) %pw0.0, align 16
  %s0.0 = fmul <4 x float> %a0.0, %sc
  %y0.0 = fptrunc <4 x float> %s0.0 to <4 x half>
  store <4 x half> %y0.0, ptr addrspace(1) %px0.0, align 8
  %w0.off1 = add i64 %w0.off, 4
  %x0.off1 = add i64 %x0.off, 4
  %pw0.1 = getelementptr inbounds float, ptr addrspace(1) %dq_ws, i64 %w0.off1
  %px0.1 = getelementptr inbounds half, ptr addrspace(1) %dq, i64 %x0.off1
  %a0.1 = load <4 x float>, ptr addrspace(1) %pw0.1, align 16
  %s0.1 = fmul <4 x float> %a0.1, %sc
  %y0.1 = fptrunc <4 x float> %s0.1 to <4 x half>
  store <4 x half> %y0.1, ptr addrspace(1) %px0.1, align 8
  %w0.off2 = add i64 %w0.off, 8
  %x0.off2 = add i64 %x0.off, 8
  %pw0.2 = getelementptr inbounds float, ptr addrspace(1) %dq_ws, i64 %w0.off2
  %px0.2 = getelementptr inbounds half, ptr addrspace(1) %dq, i64 %x0.off2
  %a0.2 = load <4 x float>, ptr addrspace(1) %pw0.2, align 16
  %s0.2 = fmul <4 x float> %a0.2, %sc
  %y0.2 = fptrunc <4 x float> %s0.2 to <4 x half>
  store <4 x half> %y0.2, ptr addrspace(1) %px0.2, align 8
  %w0.off3 = add i64 %w0.off, 12
  %x0.off3 = add i64 %x0.off, 12
  %pw0.3 = getelementptr inbounds float, ptr addrspace(1) %dq_ws, i64 %w0.off3
  %px0.3 = getelementptr inbounds half, ptr addrspace(1) %dq, i64 %x0.off3
  %a0.3 = load <4 x float>, ptr addrspace(1) %pw0.3, align 16
  %s0.3 = fmul <4 x float> %a0.3, %sc
  %y0.3 = fptrunc <4 x float> %s0.3 to <4 x half>
  store <4 x half> %y0.3, ptr addrspace(1) %px0.3, align 8
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
declare float @llvm.fmuladd.f32(float, float, float)

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="256,256" "uniform-work-group-size"="true" "denormal-fp-math-f32"="preserve-sign,preserve-sign" "amdgpu-no-implicitarg-ptr" "amdgpu-no-dispatch-ptr" "amdgpu-no-queue-ptr" "amdgpu-no-dispatch-id" "amdgpu-no-hostcall-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-lds-kernel-id" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-agpr-alloc"="0" "target-cpu"="gfx942" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{}
