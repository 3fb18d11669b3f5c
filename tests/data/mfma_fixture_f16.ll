; rocke MFMA fixture (f16): one wave computes C (32x32, f32) = A (32xK) @ B (Kx32)
; with K/8 calls of v_mfma_f32_32x32x8_f16, K a multiple of 8 (a kernel argument). A and B
; are row-major f16, C row-major f32. Lane layout (AMD Matrix Instruction Calculator, CDNA3):
;   A[m][k] -> lane m + 32*((k mod 8) div 4), element k mod 4  (per call: k in 8s..8s+7)
;   B[k][n] -> lane n + 32*((k mod 8) div 4), element k mod 4
;   D[i][j] -> lane j + 32*((i div 4) mod 2), element 4*(i div 8) + i mod 4
; LLVM 22 spelling (tests/test_mfma.py derives the LLVM 20 text through rocke_cli.engine.targets).
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @mfma_fixture_f16(ptr addrspace(1) noalias readonly %a, ptr addrspace(1) noalias readonly %b, ptr addrspace(1) noalias writeonly %c, i32 %k) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %col = and i32 %tid, 31
  %grp = lshr i32 %tid, 5
  %kq = shl i32 %grp, 2
  %steps = lshr i32 %k, 3
  %arow = mul i32 %col, %k
  %any = icmp ne i32 %steps, 0
  br i1 %any, label %loop, label %store

loop:
  %s = phi i32 [ 0, %entry ], [ %s.n, %loop ]
  %acc = phi <16 x float> [ zeroinitializer, %entry ], [ %d, %loop ]
  %k0 = shl i32 %s, 3
  %kb = add i32 %k0, %kq
  ; A[col][kb .. kb+3]: four consecutive elements of one row
  %ai = add i32 %arow, %kb
  %ai64 = zext i32 %ai to i64
  %ap = getelementptr inbounds half, ptr addrspace(1) %a, i64 %ai64
  %av = load <4 x half>, ptr addrspace(1) %ap, align 8
  ; B[kb .. kb+3][col]: four elements of one column
  %bk0 = add i32 %kb, 0
  %br0 = shl i32 %bk0, 5
  %bi0 = add i32 %br0, %col
  %bi0.64 = zext i32 %bi0 to i64
  %bp0 = getelementptr inbounds half, ptr addrspace(1) %b, i64 %bi0.64
  %bx0 = load half, ptr addrspace(1) %bp0, align 2
  %bv0 = insertelement <4 x half> poison, half %bx0, i32 0
  %bk1 = add i32 %kb, 1
  %br1 = shl i32 %bk1, 5
  %bi1 = add i32 %br1, %col
  %bi1.64 = zext i32 %bi1 to i64
  %bp1 = getelementptr inbounds half, ptr addrspace(1) %b, i64 %bi1.64
  %bx1 = load half, ptr addrspace(1) %bp1, align 2
  %bv1 = insertelement <4 x half> %bv0, half %bx1, i32 1
  %bk2 = add i32 %kb, 2
  %br2 = shl i32 %bk2, 5
  %bi2 = add i32 %br2, %col
  %bi2.64 = zext i32 %bi2 to i64
  %bp2 = getelementptr inbounds half, ptr addrspace(1) %b, i64 %bi2.64
  %bx2 = load half, ptr addrspace(1) %bp2, align 2
  %bv2 = insertelement <4 x half> %bv1, half %bx2, i32 2
  %bk3 = add i32 %kb, 3
  %br3 = shl i32 %bk3, 5
  %bi3 = add i32 %br3, %col
  %bi3.64 = zext i32 %bi3 to i64
  %bp3 = getelementptr inbounds half, ptr addrspace(1) %b, i64 %bi3.64
  %bx3 = load half, ptr addrspace(1) %bp3, align 2
  %bv3 = insertelement <4 x half> %bv2, half %bx3, i32 3
  %d = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %av, <4 x half> %bv3, <16 x float> %acc, i32 0, i32 0, i32 0)
  %s.n = add i32 %s, 1
  %more = icmp ult i32 %s.n, %steps
  br i1 %more, label %loop, label %store

store:
  %res = phi <16 x float> [ zeroinitializer, %entry ], [ %d, %loop ]
  ; element e holds D[8*(e div 4) + 4*grp + e mod 4][col]
  %r0 = add i32 %kq, 0
  %o0.r = shl i32 %r0, 5
  %o0 = add i32 %o0.r, %col
  %o0.64 = zext i32 %o0 to i64
  %cp0 = getelementptr inbounds float, ptr addrspace(1) %c, i64 %o0.64
  %x0 = extractelement <16 x float> %res, i32 0
  store float %x0, ptr addrspace(1) %cp0, align 4
  %r1 = add i32 %kq, 1
  %o1.r = shl i32 %r1, 5
  %o1 = add i32 %o1.r, %col
  %o1.64 = zext i32 %o1 to i64
  %cp1 = getelementptr inbounds float, ptr addrspace(1) %c, i64 %o1.64
  %x1 = extractelement <16 x float> %res, i32 1
  store float %x1, ptr addrspace(1) %cp1, align 4
  %r2 = add i32 %kq, 2
  %o2.r = shl i32 %r2, 5
  %o2 = add i32 %o2.r, %col
  %o2.64 = zext i32 %o2 to i64
  %cp2 = getelementptr inbounds float, ptr addrspace(1) %c, i64 %o2.64
  %x2 = extractelement <16 x float> %res, i32 2
  store float %x2, ptr addrspace(1) %cp2, align 4
  %r3 = add i32 %kq, 3
  %o3.r = shl i32 %r3, 5
  %o3 = add i32 %o3.r, %col
  %o3.64 = zext i32 %o3 to i64
  %cp3 = getelementptr inbounds float, ptr addrspace(1) %c, i64 %o3.64
  %x3 = extractelement <16 x float> %res, i32 3
  store float %x3, ptr addrspace(1) %cp3, align 4
  %r4 = add i32 %kq, 8
  %o4.r = shl i32 %r4, 5
  %o4 = add i32 %o4.r, %col
  %o4.64 = zext i32 %o4 to i64
  %cp4 = getelementptr inbounds float, ptr addrspace(1) %c, i64 %o4.64
  %x4 = extractelement <16 x float> %res, i32 4
  store float %x4, ptr addrspace(1) %cp4, align 4
  %r5 = add i32 %kq, 9
  %o5.r = shl i32 %r5, 5
  %o5 = add i32 %o5.r, %col
  %o5.64 = zext i32 %o5 to i64
  %cp5 = getelementptr inbounds float, ptr addrspace(1) %c, i64 %o5.64
  %x5 = extractelement <16 x float> %res, i32 5
  store float %x5, ptr addrspace(1) %cp5, align 4
  %r6 = add i32 %kq, 10
  %o6.r = shl i32 %r6, 5
  %o6 = add i32 %o6.r, %col
  %o6.64 = zext i32 %o6 to i64
  %cp6 = getelementptr inbounds float, ptr addrspace(1) %c, i64 %o6.64
  %x6 = extractelement <16 x float> %res, i32 6
  store float %x6, ptr addrspace(1) %cp6, align 4
  %r7 = add i32 %kq, 11
  %o7.r = shl i32 %r7, 5
  %o7 = add i32 %o7.r, %col
  %o7.64 = zext i32 %o7 to i64
  %cp7 = getelementptr inbounds float, ptr addrspace(1) %c, i64 %o7.64
  %x7 = extractelement <16 x float> %res, i32 7
  store float %x7, ptr addrspace(1) %cp7, align 4
  %r8 = add i32 %kq, 16
  %o8.r = shl i32 %r8, 5
  %o8 = add i32 %o8.r, %col
  %o8.64 = zext i32 %o8 to i64
  %cp8 = getelementptr inbounds float, ptr addrspace(1) %c, i64 %o8.64
  %x8 = extractelement <16 x float> %res, i32 8
  store float %x8, ptr addrspace(1) %cp8, align 4
  %r9 = add i32 %kq, 17
  %o9.r = shl i32 %r9, 5
  %o9 = add i32 %o9.r, %col
  %o9.64 = zext i32 %o9 to i64
  %cp9 = getelementptr inbounds float, ptr addrspace(1) %c, i64 %o9.64
  %x9 = extractelement <16 x float> %res, i32 9
  store float %x9, ptr addrspace(1) %cp9, align 4
  %r10 = add i32 %kq, 18
  %o10.r = shl i32 %r10, 5
  %o10 = add i32 %o10.r, %col
  %o10.64 = zext i32 %o10 to i64
  %cp10 = getelementptr inbounds float, ptr addrspace(1) %c, i64 %o10.64
  %x10 = extractelement <16 x float> %res, i32 10
  store float %x10, ptr addrspace(1) %cp10, align 4
  %r11 = add i32 %kq, 19
  %o11.r = shl i32 %r11, 5
  %o11 = add i32 %o11.r, %col
  %o11.64 = zext i32 %o11 to i64
  %cp11 = getelementptr inbounds float, ptr addrspace(1) %c, i64 %o11.64
  %x11 = extractelement <16 x float> %res, i32 11
  store float %x11, ptr addrspace(1) %cp11, align 4
  %r12 = add i32 %kq, 24
  %o12.r = shl i32 %r12, 5
  %o12 = add i32 %o12.r, %col
  %o12.64 = zext i32 %o12 to i64
  %cp12 = getelementptr inbounds float, ptr addrspace(1) %c, i64 %o12.64
  %x12 = extractelement <16 x float> %res, i32 12
  store float %x12, ptr addrspace(1) %cp12, align 4
  %r13 = add i32 %kq, 25
  %o13.r = shl i32 %r13, 5
  %o13 = add i32 %o13.r, %col
  %o13.64 = zext i32 %o13 to i64
  %cp13 = getelementptr inbounds float, ptr addrspace(1) %c, i64 %o13.64
  %x13 = extractelement <16 x float> %res, i32 13
  store float %x13, ptr addrspace(1) %cp13, align 4
  %r14 = add i32 %kq, 26
  %o14.r = shl i32 %r14, 5
  %o14 = add i32 %o14.r, %col
  %o14.64 = zext i32 %o14 to i64
  %cp14 = getelementptr inbounds float, ptr addrspace(1) %c, i64 %o14.64
  %x14 = extractelement <16 x float> %res, i32 14
  store float %x14, ptr addrspace(1) %cp14, align 4
  %r15 = add i32 %kq, 27
  %o15.r = shl i32 %r15, 5
  %o15 = add i32 %o15.r, %col
  %o15.64 = zext i32 %o15 to i64
  %cp15 = getelementptr inbounds float, ptr addrspace(1) %c, i64 %o15.64
  %x15 = extractelement <16 x float> %res, i32 15
  store float %x15, ptr addrspace(1) %cp15, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half>, <4 x half>, <16 x float>, i32 immarg, i32 immarg, i32 immarg)

; "amdgpu-waves-per-eu"="2": a VGPR budget of 256, without which LLVM 20 puts the accumulator
; in AGPRs even under "amdgpu-no-agpr" (LLVM 22's "amdgpu-agpr-alloc"="0" alone suffices)
attributes #0 = { nounwind "amdgpu-flat-work-group-size"="64,64" "uniform-work-group-size"="true" "amdgpu-waves-per-eu"="2" "amdgpu-no-implicitarg-ptr" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-agpr-alloc"="0" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
