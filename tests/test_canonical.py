"""Canonical IR: cosmetic changes keep the hash, semantic ones move it."""

from __future__ import annotations

import re

from rocke_cli.gates.canonical import canonical_sha256 as h
from rocke_cli.gates.canonical import canonicalize

BASE = """; ModuleID = 'rocke'
source_filename = "rocke.ll"
target datalayout = "e-p:64:64-p1:64:64"
target triple = "amdgcn-amd-amdhsa"

@msg = internal addrspace(4) constant [6 x i8] c"a;b;c\\00"
@red = internal addrspace(3) global [64 x float] poison, align 16

define amdgpu_kernel void @k(ptr addrspace(1) noalias %out, i32 %n) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x() ; the lane
  %grp = call i32 @llvm.amdgcn.workgroup.id.x()
  %lds = getelementptr inbounds [64 x float], ptr addrspace(3) @red, i32 0, i32 %tid
  br label %loop

loop:                                             ; preds = %loop, %entry
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %y, %loop ]
  %x = sitofp i32 %i to float
  %y = fadd float %acc, %x
  %i.next = add nuw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !5

exit:
  store float %y, ptr addrspace(3) %lds, align 4
  call void @llvm.amdgcn.s.barrier() #1
  %p = getelementptr inbounds float, ptr addrspace(1) %out, i32 %grp
  %r = load float, ptr addrspace(3) %lds, align 4, !invariant.load !4
  store float %r, ptr addrspace(1) %p, align 4, !tbaa !3
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x() #2
declare i32 @llvm.amdgcn.workgroup.id.x() #2
declare void @llvm.amdgcn.s.barrier() #1

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="64,64" "amdgpu-no-agpr" }
attributes #1 = { convergent nounwind willreturn }
attributes #2 = { nounwind readnone speculatable }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{!6, !6, i64 0}
!4 = !{}
!5 = distinct !{!5}
!6 = !{!"float", !7, i64 0}
!7 = !{!"rocke tbaa; root"}
"""


def _swap(text: str, a: str, b: str) -> str:
    """`text` with every `a` and `b` exchanged (a consistent renumbering)."""
    return text.replace(a, "\0").replace(b, a).replace("\0", b)


def test_renaming_values_params_and_labels_is_cosmetic():
    renamed = BASE.replace("%i.next", "%inc").replace("%i,", "%idx,").replace("%i ", "%idx ")
    renamed = renamed.replace("%tid", "%lane").replace("%out", "%dst")
    renamed = renamed.replace("i32 %n)", "i32 %len)").replace(", %n\n", ", %len\n")
    renamed = re.sub(r"(%|^)loop\b", r"\1body", renamed, flags=re.M)
    renamed = re.sub(r"(%|^)entry\b", r"\1start", renamed, flags=re.M)
    # %"acc.2" is %acc.2: quoting a plain name is cosmetic too
    renamed = renamed.replace("%acc = ", '%"acc.2" = ').replace("%acc,", "%acc.2,")
    assert "%i " not in renamed and "%n" not in renamed and "loop:" not in renamed
    assert "entry" not in renamed and "!llvm.loop" in renamed and '%"acc.2"' in renamed
    assert h(renamed) == h(BASE)
    canon = canonicalize(BASE)
    # the names themselves are gone: labels are vN:, values %vN; globals stay
    assert "\nv6:\n" in canon and "%tid" not in canon and "%loop" not in canon
    assert "@llvm.amdgcn.workitem.id.x" in canon and "@red" in canon
    assert "(ptr addrspace(1) noalias %v0, i32 %v1) #0 {\nv2:\n" in canon
    assert "[ 0, %v2 ], [ %v8, %v6 ]" in canon
    # a rename that is not consistent is not cosmetic
    assert h(BASE.replace("%y = fadd", "%z = fadd")) != h(BASE)


def test_semantic_changes_move_the_hash():
    base = h(BASE)
    assert h(BASE.replace("fadd float", "fsub float")) != base
    assert h(BASE.replace("0.0, %entry ], [ %y", "1.0, %entry ], [ %y")) != base
    assert h(BASE.replace("add nuw i32 %i, 1", "add nuw i32 %i, 2")) != base
    assert h(BASE.replace("add nuw i32", "add i32")) != base
    assert h(BASE.replace("icmp slt i32 %i.next, %n", "icmp slt i32 %n, %i.next")) != base
    assert h(BASE.replace("label %loop, label %exit", "label %exit, label %loop")) != base
    assert h(BASE.replace("[ 0, %entry ], [ %i.next, %loop ]",
                          "[ 0, %loop ], [ %i.next, %entry ]")) != base
    # two independent instructions swapped: the renumbering must not hide it
    tid = "  %tid = call i32 @llvm.amdgcn.workitem.id.x() ; the lane\n"
    grp = "  %grp = call i32 @llvm.amdgcn.workgroup.id.x()\n"
    swapped = BASE.replace(tid + grp, grp + tid)
    assert swapped != BASE and h(swapped) != base
    # a global is a global: renaming one is semantic
    assert h(BASE.replace("@red", "@red2")) != base


def test_comments_blank_lines_whitespace_and_target_lines_are_cosmetic():
    other = BASE.replace("; the lane", "").replace("\n\n", "\n").replace("ret void", "ret void   ")
    other = other.replace("; ModuleID = 'rocke'\n", "").replace('"rocke.ll"', '"other.ll"')
    other = other.replace('"e-p:64:64-p1:64:64"', '"e-m:e-p:64:64-p1:64:64"')
    other = other.replace('"amdgcn-amd-amdhsa"', '"amdgcn-amd-amdhsa-unknown"')
    other = other.replace("  %x = sitofp", "\t%x   =  sitofp")
    other = other.replace("exit:\n", "exit:  ; a label comment\n")
    other = other.replace("\n", "  ; trailing\n").replace("\n", "\r\n")
    assert other.count(";") > BASE.count(";")
    assert h(other) == h(BASE)
    canon = canonicalize(BASE)
    assert "target" not in canon and "source_filename" not in canon and "ModuleID" not in canon
    assert "\n\n" not in canon and canon.endswith("\n") and not canon.startswith("\n")
    assert "the lane" not in canon and "preds" not in canon
    assert all(ln == ln.rstrip() for ln in canon.split("\n"))


def test_semicolons_inside_strings_are_not_comments():
    canon = canonicalize(BASE)
    assert 'c"a;b;c\\00"' in canon and '!"rocke tbaa; root"' in canon
    assert h(BASE.replace('c"a;b;c\\00"', 'c"a;b;d\\00"')) != h(BASE)
    assert h(BASE.replace('tbaa; root"', 'tbaa; leaf"')) != h(BASE)
    quoted = BASE.replace('"amdgpu-no-agpr"', '"x;y"="1"')
    assert h(quoted.replace('"x;y"="1"', '"x;y"="2"')) != h(quoted)
    named = BASE.replace("@red", '@"red;lds"')
    assert '@"red;lds"' in canonicalize(named)
    assert h(named.replace('@"red;lds"', '@"red;gds"')) != h(named)
    # a '%' in a string is not a local
    pct = BASE.replace('c"a;b;c\\00"', 'c"%n;%x\\00"')
    assert 'c"%n;%x\\00"' in canonicalize(pct)


def test_attribute_group_numbering_and_order_are_cosmetic():
    other = _swap(BASE, "#0", "#2")
    other = other.replace('{ nounwind "amdgpu-flat-work-group-size"="64,64" "amdgpu-no-agpr" }',
                          '{ "amdgpu-no-agpr"  "amdgpu-flat-work-group-size"="64,64" nounwind }')
    other = other.replace("{ convergent nounwind willreturn }",
                          "{ willreturn convergent nounwind }")
    # the definitions moved to the top of the module: where they sit is cosmetic too
    attrs = [ln + "\n" for ln in other.splitlines() if ln.startswith("attributes")]
    for a in attrs:
        other = other.replace(a, "")
    other = other.replace("@msg", "".join(reversed(attrs)) + "@msg", 1)
    assert other != BASE
    assert h(other) == h(BASE)
    canon = canonicalize(other)
    assert 'attributes #0 = { "amdgpu-flat-work-group-size"="64,64" "amdgpu-no-agpr" nounwind }' \
        in canon
    at = [canon.index(f"attributes #{i}") for i in range(3)]
    assert at == sorted(at)


def test_attribute_values_and_references_are_semantic():
    assert h(BASE.replace('"64,64"', '"128,128"')) != h(BASE)
    assert h(BASE.replace("nounwind readnone", "nounwind readonly")) != h(BASE)
    # a call site now names another (existing) group
    assert h(BASE.replace("@llvm.amdgcn.s.barrier() #1\n  %p", "@llvm.amdgcn.s.barrier() #2\n"
                                                               "  %p")) != h(BASE)
    # brackets are one attribute: their insides are not sorted apart
    mem = BASE.replace("speculatable", "memory(argmem: read, inaccessiblemem: write)")
    assert "memory(argmem: read, inaccessiblemem: write)" in canonicalize(mem)
    swapped = mem.replace("argmem: read, inaccessiblemem: write",
                          "argmem: write, inaccessiblemem: read")
    assert h(swapped) != h(mem)


def test_metadata_numbering_and_definition_order_are_cosmetic():
    other = _swap(_swap(BASE, "!3", "!7"), "!4", "!6")
    # definitions in the new numbers' order, as a printer would write them
    lines = other.splitlines()
    defs = sorted((ln for ln in lines if re.match(r"!\d+ = ", ln)),
                  key=lambda ln: int(ln[1:ln.index(" ")]))
    other = "\n".join([ln for ln in lines if not re.match(r"!\d+ = ", ln)] + defs) + "\n"
    assert other != BASE
    assert h(other) == h(BASE)
    canon = canonicalize(BASE)
    # named metadata and metadata kinds keep their names
    assert "!llvm.module.flags = !{!" in canon and "!invariant.load !1" in canon
    assert "!llvm.loop !" in canon and "!tbaa !" in canon
    md = [ln for ln in canon.splitlines() if ln.startswith("!")]
    # first use order: the loop's !llvm.loop comes first, the module flags after the body's
    assert md[0] == "!llvm.module.flags = !{!3}" and md[1] == "!0 = distinct !{!0}"
    assert [ln.split(" ")[0] for ln in md[1:]] == [f"!{i}" for i in range(len(md) - 1)]


def test_metadata_contents_and_references_are_semantic():
    assert h(BASE.replace('!{!"float", !7, i64 0}', '!{!"int", !7, i64 0}')) != h(BASE)
    assert h(BASE.replace("!tbaa !3", "!tbaa !6")) != h(BASE)
    assert h(BASE.replace("!{!6, !6, i64 0}", "!{!6, !7, i64 0}")) != h(BASE)


def test_spellings_map_flavors_to_one_form():
    v20 = BASE
    v22 = BASE.replace('"amdgpu-no-agpr"', '"amdgpu-agpr-alloc"="0"').replace(
        '"amdhsa_code_object_version", i32 500', '"amdhsa_code_object_version", i32 600')
    sp20 = [('"amdgpu-no-agpr"', "@NO_AGPR@"), ("i32 500}", "i32 @COV@}")]
    sp22 = [('"amdgpu-agpr-alloc"="0"', "@NO_AGPR@"), ("i32 600}", "i32 @COV@}")]
    assert h(v20) != h(v22)
    assert h(v20, sp20) == h(v22, sp22)
    assert "@NO_AGPR@" in canonicalize(v22, sp22) and "i32 @COV@}" in canonicalize(v22, sp22)
    # applied in the order given, before anything else (a literal may span a comment marker)
    assert canonicalize("@g = global i32 0 ; x\n", [("0 ; x", "1"), ("1", "2")]) == \
        "@g = global i32 2\n"


def test_local_names_restart_per_function():
    fn = BASE[BASE.index("define "):BASE.index("declare")]
    other = fn.replace("@k(", "@k2(").replace("%out", "%dst")
    other = re.sub(r"(%|^)loop\b", r"\1again", other, flags=re.M)
    canon = canonicalize(fn + other)
    first, second = canon.split("define ")[1:3]
    assert first.split("\n", 1)[1] == second.split("\n", 1)[1]
    assert "@k2(ptr addrspace(1) noalias %v0, i32 %v1) #0 {" in second


def test_unnamed_values_match_named_ones():
    named = """define void @f(i32 %a, i32 %b) {
entry:
  %d = sub i32 %b, %a
  br label %next
next:
  %m = phi i32 [ %d, %entry ]
  ret void
}
"""
    unnamed = """define void @f(i32, i32) {
  %3 = sub i32 %1, %0
  br label %4
4:
  %5 = phi i32 [ %3, %2 ]
  ret void
}
"""
    assert h(unnamed) == h(named)
    assert h(unnamed.replace("%1, %0", "%0, %1")) != h(named)
    assert canonicalize(named).startswith("define void @f(i32 %v0, i32 %v1) {\nv2:\n  %v3 = sub")


def test_named_types_and_declarations():
    mod = """%T = type { i32, float }
%U = type { float, i32 }
define void @f(ptr %p) {
  %a = alloca %T, align 4
  ret void
}
declare void @g(i32 %count, %T)
"""
    # which named type a body uses is semantic, however locals are numbered
    assert h(mod.replace("alloca %T", "alloca %U")) != h(mod)
    # parameter names of a declaration are not
    assert h(mod.replace("%count", "%n")) == h(mod)
    assert "declare void @g(i32 %v0, %T)" in canonicalize(mod)


def test_exact_canonical_form():
    mod = """; ModuleID = 'm'
target triple = "amdgcn-amd-amdhsa"
define void @f(ptr %p) #4 {
top:   ; preds
  %x = load i32, ptr %p, !range !9
  store i32 %x, ptr %p
  ret void
}
attributes #4 = { nounwind "a"="b c" alwaysinline }
!9 = !{i32 0, i32 8}
"""
    assert canonicalize(mod) == """define void @f(ptr %v0) #0 {
v1:
  %v2 = load i32, ptr %v0, !range !0
  store i32 %v2, ptr %v0
  ret void
}
attributes #0 = { "a"="b c" alwaysinline nounwind }
!0 = !{i32 0, i32 8}
"""


def test_idempotent():
    messy = _swap(BASE, "#0", "#1").replace("entry:\n", "").replace("\n", "   \n")
    for text in (BASE, messy, canonicalize(BASE, [('"amdgpu-no-agpr"', "@NO_AGPR@")])):
        once = canonicalize(text)
        assert canonicalize(once) == once


def test_canonical_key_determines_the_canonical_form():
    """check hashes one text per key: the key must drop only what canonicalize drops whole."""
    from rocke_cli.gates.canonical import canonical_key

    other = BASE.replace("; ModuleID = 'rocke'", "; ModuleID = 'other'").replace(
        'target datalayout = "e-p:64:64-p1:64:64"', 'target datalayout = "e-m:e-p:64:64"')
    assert canonical_key(other) == canonical_key(BASE)
    assert h(canonical_key(BASE)) == h(BASE) == h(other)
    moved = BASE.replace("fadd float", "fsub float")
    assert canonical_key(moved) != canonical_key(BASE)
    # a comment after code is not a comment line: kept in the key (canonicalize strips it)
    assert canonical_key(BASE.replace("fadd float %acc, %x", "fadd float %acc, %x ; s")) != \
        canonical_key(BASE)
