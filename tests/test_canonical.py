"""Canonical IR: cosmetic changes keep the hash, semantic ones move it."""

from __future__ import annotations

import re

from rocke_cli.canonical import canonical_sha256 as h
from rocke_cli.canonical import canonicalize

BASE = """; ModuleID = 'x'
target datalayout = "e-p:64:64"
target triple = "amdgcn-amd-amdhsa"
@s = internal constant [4 x i8] c"a;b\\00"

define amdgpu_kernel void @k(ptr addrspace(1) noalias %out, i32 %n) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x() ; the lane
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %x = sitofp i32 %i to float
  %y = fadd float %x, 1.0
  %p = getelementptr inbounds float, ptr addrspace(1) %out, i32 %i
  store float %y, ptr addrspace(1) %p, align 4, !tbaa !3
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x() #1
attributes #0 = { nounwind "amdgpu-flat-work-group-size"="256,256" }
attributes #1 = { nounwind readnone }
!3 = !{!4}
!4 = !{}
"""


def test_renaming_values_and_labels_is_cosmetic():
    renamed = re.sub(r"%i\b(?!\.)", "%idx", BASE.replace("%i.next", "%inc"))
    renamed = renamed.replace("loop", "body").replace("%tid", "%lane")
    assert renamed != BASE
    assert h(renamed) == h(BASE)


def test_comments_blank_lines_trailing_space_datalayout_are_cosmetic():
    other = BASE.replace("; the lane", "").replace("\n\n", "\n").replace("ret void", "ret void   ")
    other = other.replace('"e-p:64:64"', '"e-m:e-p:64:64"').replace("; ModuleID = 'x'\n", "")
    assert h(other) == h(BASE)


def test_semantic_changes_move_the_hash():
    assert h(BASE.replace("fadd float", "fsub float")) != h(BASE)
    assert h(BASE.replace("1.0", "2.0")) != h(BASE)
    swapped = BASE.replace("  %x = sitofp i32 %i to float\n  %y = fadd float %x, 1.0\n",
                           "  %y = fadd float %x, 1.0\n  %x = sitofp i32 %i to float\n")
    assert swapped != BASE and h(swapped) != h(BASE)
    assert h(BASE.replace('"256,256"', '"64,64"')) != h(BASE)


def test_semicolon_inside_a_string_is_not_a_comment():
    assert h(BASE.replace('c"a;b\\00"', 'c"a;c\\00"')) != h(BASE)


def test_attribute_and_metadata_numbering_and_order_are_cosmetic():
    other = (BASE.replace("#0", "#9").replace("#1", "#0").replace("#9", "#1")
             .replace("!3", "!7").replace("!4", "!8"))
    other = other.replace('{ nounwind "amdgpu-flat-work-group-size"="256,256" }',
                          '{ "amdgpu-flat-work-group-size"="256,256" nounwind }')
    assert h(other) == h(BASE)


def test_spellings_map_flavors_to_one_form():
    a = BASE.replace("nounwind readnone", 'nounwind "amdgpu-no-agpr"')
    b = BASE.replace("nounwind readnone", 'nounwind "amdgpu-agpr-alloc"="0"')
    assert h(a) != h(b)
    assert h(a, [('"amdgpu-no-agpr"', "@A@")]) == h(b, [('"amdgpu-agpr-alloc"="0"', "@A@")])


def test_names_restart_per_function():
    fn = BASE[BASE.index("define "):BASE.index("declare")]
    two = fn + fn.replace("@k(", "@k2(").replace("%out", "%dst")
    first, second = canonicalize(two).split("define ")[1:3]
    assert first.split("\n", 1)[1] == second.split("\n", 1)[1]
    assert "%v0" in second


def test_idempotent():
    once = canonicalize(BASE)
    assert canonicalize(once) == once
