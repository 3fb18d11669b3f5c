"""Issue 48: no plan past a 32-bit index. The i32 products of sizes a kernel computes are read
from its llvm22 text (engine/indexwidth.py); plan, and the generated C++ from the same data,
refuse a problem that passes one in any kernel of its chain, naming the product and the
limit."""

from __future__ import annotations

import pytest

from rocke_cli.engine.indexwidth import Operand, Product, i32_products
from rocke_cli.registry.indexing import products
from rocke_cli.registry.plan import plan
from rocke_cli.registry.problem import BadProblem, parse_problem

LL = ("define amdgpu_kernel void @k(ptr addrspace(1) %q, i32 %num_heads_q, "
      "i32 inreg %max_pages, float %scale) {\n") + """\
  %tile = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = call i32 @llvm.amdgcn.workgroup.id.z()
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %bh = mul i32 %b, %num_heads_q
  %bt = mul nsw i32 %max_pages, %b
  %n0 = mul i32 %tile, 64
  %r = mul i32 %lane, 8
  %c = mul i32 4, 16
  %x = mul i32 %r, %num_heads_q
  ret void
}
"""

# bshd: the lse row index is batch x heads_q in i32 (under the grid's 65535 per axis)
BSHD = "layout=bshd,dtype=bf16,batch=40000,heads=60000,d=128,seqlen=1"
# paged: a block-table row is batch x max_pages in i32
PAGED = ("layout=thd,dtype=bf16,batch=4096,heads=8,d=128,total=4096,max_seqlen=1,"
         "page_size=64,num_pages=16,max_pages=1048576,max_seqlen_k=64")


def test_products_are_read_from_the_text_sizes_only() -> None:
    arg = lambda n: Operand("arg", n)  # noqa: E731
    z, x = Operand("grid", value=2), Operand("grid", value=0)
    assert i32_products(LL) == tuple(sorted({
        Product(*sorted((z, arg("num_heads_q")))), Product(*sorted((arg("max_pages"), z))),
        Product(*sorted((x, Operand("const", value=64))))}))


def test_shipped_kernels_compute_the_products_the_issue_names() -> None:
    z = Operand("grid", value=2)
    main = products("attention_bwd_main",
                    "gfx942.bf16.d128.bm16bn192.bshd.ws0.full.c0.atomic.kvs")
    assert Product(*sorted((z, Operand("arg", "num_heads_q")))) in main
    p = plan(parse_problem(PAGED.replace("max_pages=1048576", "max_pages=64")), "gfx942")
    uni = next(la for la in p.launches if la.family == "attention_bwd_unified_main")
    assert Product(*sorted((z, Operand("arg", "max_pages")))) in products(uni.family, uni.id)


@pytest.mark.parametrize(("spec", "product"), [
    (BSHD, "num_heads_q x grid z (batch) = 60000 x 40000 = 2400000000"),
    (PAGED, "max_pages x grid z (batch) = 1048576 x 4096 = 4294967296"),
])
def test_plan_refuses_a_problem_past_a_32_bit_index(spec: str, product: str) -> None:
    with pytest.raises(BadProblem) as e:
        plan(parse_problem(spec), "gfx950")
    assert product in str(e.value) and "in 32 bits (limit 2^31 - 1)" in str(e.value)
    assert "\n" not in str(e.value)


def test_plan_takes_the_same_problem_just_inside_the_limit() -> None:
    # 35791 x 60000 = 2147460000 <= 2^31 - 1: every other product fits too
    p = plan(parse_problem(BSHD.replace("batch=40000", "batch=35791")), "gfx950")
    assert p.launches
    assert plan(parse_problem(PAGED.replace("max_pages=1048576", "max_pages=524287")), "gfx950")
