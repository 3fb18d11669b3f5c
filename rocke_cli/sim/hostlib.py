"""Host definitions of the runtime library calls x86 codegen emits for half and bfloat.

`fpext half`, `fptrunc ... to half|bfloat` lower to compiler-rt/libgcc calls that the host
process may not have (libgcc has no __truncsfbf2 before GCC 13). They are defined here in
integer IR, round to nearest even, so every host converts the same way.
"""

from __future__ import annotations

LIBCALLS = r"""
define half @__truncsfhf2(float %f) {
  %u = bitcast float %f to i32
  %s16 = lshr i32 %u, 16
  %sign = and i32 %s16, 32768
  %e.sh = lshr i32 %u, 23
  %ex = and i32 %e.sh, 255
  %mant = and i32 %u, 8388607
  %nan.inf = icmp eq i32 %ex, 255
  %m.nz = icmp ne i32 %mant, 0
  %m13 = lshr i32 %mant, 13
  %nanbits = or i32 %m13, 512
  %ni = select i1 %m.nz, i32 %nanbits, i32 0
  %special = or i32 %ni, 31744
  %e = sub i32 %ex, 112
  %ovf = icmp sgt i32 %e, 30
  %eh = shl i32 %e, 10
  %n0 = or i32 %eh, %m13
  %rem = and i32 %mant, 8191
  %gt = icmp ugt i32 %rem, 4096
  %eq = icmp eq i32 %rem, 4096
  %odd = and i32 %m13, 1
  %oddb = icmp ne i32 %odd, 0
  %tie = and i1 %eq, %oddb
  %up = or i1 %gt, %tie
  %upi = zext i1 %up to i32
  %nres = add i32 %n0, %upi
  %m24 = or i32 %mant, 8388608
  %sh0 = sub i32 14, %e
  %big = icmp ugt i32 %sh0, 31
  %sh = select i1 %big, i32 31, i32 %sh0
  %sm = lshr i32 %m24, %sh
  %one = shl i32 1, %sh
  %mask = sub i32 %one, 1
  %srem = and i32 %m24, %mask
  %hsh = sub i32 %sh, 1
  %half = shl i32 1, %hsh
  %sgt = icmp ugt i32 %srem, %half
  %seq = icmp eq i32 %srem, %half
  %sodd = and i32 %sm, 1
  %soddb = icmp ne i32 %sodd, 0
  %stie = and i1 %seq, %soddb
  %sup = or i1 %sgt, %stie
  %supi = zext i1 %sup to i32
  %sres = add i32 %sm, %supi
  %norm = icmp sgt i32 %e, 0
  %fin = select i1 %norm, i32 %nres, i32 %sres
  %fin2 = select i1 %ovf, i32 31744, i32 %fin
  %mag = select i1 %nan.inf, i32 %special, i32 %fin2
  %r = or i32 %mag, %sign
  %r16 = trunc i32 %r to i16
  %h = bitcast i16 %r16 to half
  ret half %h
}

define float @__extendhfsf2(half %h) {
  %b = bitcast half %h to i16
  %u = zext i16 %b to i32
  %s = and i32 %u, 32768
  %sign = shl i32 %s, 16
  %e.sh = lshr i32 %u, 10
  %ex = and i32 %e.sh, 31
  %m = and i32 %u, 1023
  %m13 = shl i32 %m, 13
  %eb = add i32 %ex, 112
  %e23 = shl i32 %eb, 23
  %nbits = or i32 %e23, %m13
  %sbits = or i32 %m13, 2139095040
  %is.sp = icmp eq i32 %ex, 31
  %is.sub = icmp eq i32 %ex, 0
  %mf = uitofp i32 %m to float
  %subf = fmul float %mf, 0x3E70000000000000
  %subb = bitcast float %subf to i32
  %b1 = select i1 %is.sp, i32 %sbits, i32 %nbits
  %b2 = select i1 %is.sub, i32 %subb, i32 %b1
  %r = or i32 %b2, %sign
  %f = bitcast i32 %r to float
  ret float %f
}

define bfloat @__truncsfbf2(float %f) {
  %u = bitcast float %f to i32
  %hi = lshr i32 %u, 16
  %lsb = and i32 %hi, 1
  %bias = add i32 %lsb, 32767
  %sum = add i32 %u, %bias
  %rn = lshr i32 %sum, 16
  %isnan = fcmp uno float %f, %f
  %q = or i32 %hi, 64
  %r = select i1 %isnan, i32 %q, i32 %rn
  %r16 = trunc i32 %r to i16
  %b = bitcast i16 %r16 to bfloat
  ret bfloat %b
}
"""
