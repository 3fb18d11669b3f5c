// rocke attention_bwd_main gfx950.bf16.d128.bm16bn256.thd.ws0.full.c0.atomic.kvs hip
// generated from templates/attention_bwd_main.hip.j2; do not edit
#include <hip/hip_runtime.h>

template <int ROWS, int LS, int D, int WG>
__device__ inline void rocke_tile_to_lds(__bf16* lds, const __bf16* __restrict__ src,
                                         int tok0, int r0, int len, int heads, int head,
                                         int tid) {
  for (int x = tid; x < ROWS * D; x += WG) {
    const int i = x / D;
    const int c = x % D;
    const int r = r0 + i;
    __bf16 val = (__bf16)0.0f;
    if (r < len)
      val = src[((long long)(tok0 + r) * heads + head) * D + c];
    lds[i * LS + c] = val;
  }
}

__device__ inline float rocke_p(float s, float sl2, float lse2, bool keep) {
  const float e = __builtin_exp2f(__builtin_fmaf(s, sl2, -lse2));
  return (keep && lse2 != -__builtin_inff()) ? e : 0.0f;
}

typedef __bf16 rocke_e4 __attribute__((ext_vector_type(4)));
typedef short rocke_op4 __attribute__((ext_vector_type(4)));
typedef float rocke_f32x4 __attribute__((ext_vector_type(4)));
typedef float rocke_f32x16 __attribute__((ext_vector_type(16)));

// A/B fragment: 4 elements of an LDS tile at idx + i * STRIDE (STRIDE 1: one 8-byte read), as
// the instruction's operand
template <int STRIDE>
__device__ inline rocke_op4 rocke_frag(const __bf16* lds, int idx) {
  rocke_e4 x;
  if constexpr (STRIDE == 1) {
    x = *(const rocke_e4*)(lds + idx);
  } else {
    x = rocke_e4{lds[idx], lds[idx + STRIDE], lds[idx + 2 * STRIDE], lds[idx + 3 * STRIDE]};
  }
  return __builtin_bit_cast(rocke_op4, x);
}
typedef __bf16 rocke_e8 __attribute__((ext_vector_type(8)));
typedef unsigned rocke_w2 __attribute__((ext_vector_type(2)));
typedef unsigned rocke_w4 __attribute__((ext_vector_type(4)));

// dV's or dK's 32x32x16 A fragment (lane l: key l mod 32, rows 8 (l div 32)..+7) from two S
// blocks' 16x16x16 ones (lane l: key l mod 16 of its block, rows 4 (l div 16)..+3): a lane
// swap a register pair gives lanes 16-31 (48-63) block hi's rows of lane group 0 (2) and lanes
// 0-15 (32-47) block lo's rows of group 1 (3), as the .ll's kvs/pds.ll.j2
__device__ inline rocke_e8 rocke_swap16(rocke_op4 lo, rocke_op4 hi) {
  const rocke_w2 l = __builtin_bit_cast(rocke_w2, lo);
  const rocke_w2 h = __builtin_bit_cast(rocke_w2, hi);
  const rocke_w2 x0 = __builtin_amdgcn_permlane16_swap(l[0], h[0], false, false);
  const rocke_w2 x1 = __builtin_amdgcn_permlane16_swap(l[1], h[1], false, false);
  const rocke_w4 w = {x0[0], x1[0], x0[1], x1[1]};
  return __builtin_bit_cast(rocke_e8, w);
}
// 8 elements at 8-byte alignment: P^T / dS^T rows (block_m + 4 elements) start 8 bytes apart
typedef __bf16 rocke_e8u __attribute__((ext_vector_type(8), aligned(8)));

// A/B fragment of the double-rate MFMAs: 8 elements of an LDS tile at idx + i * STRIDE
// (STRIDE 1: one 16-byte read), the operand itself (bf16 included)
template <int STRIDE>
__device__ inline rocke_e8 rocke_frag8(const __bf16* lds, int idx) {
  if constexpr (STRIDE == 1) {
    return *(const rocke_e8u*)(lds + idx);
  } else {
    return rocke_e8{lds[idx], lds[idx + STRIDE], lds[idx + 2 * STRIDE], lds[idx + 3 * STRIDE],
                    lds[idx + 4 * STRIDE], lds[idx + 5 * STRIDE], lds[idx + 6 * STRIDE],
                    lds[idx + 7 * STRIDE]};
  }
}

// a workgroup barrier whose fences order LDS only (the .ll's MMRA amdgpu-as local): a plain one
// (__syncthreads) also waits for every outstanding global access, the next step's prefetch
// and this step's dQ atomics included
__device__ inline void rocke_lds_sync() {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup", "local");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup", "local");
}

extern "C" __global__ void __launch_bounds__(256) rocke_bwd_main_gfx950_bf16_d128_bm16bn256_thd_ws0_full_c0_atomic_kvs(const __bf16* __restrict__ q, const __bf16* __restrict__ k, const __bf16* __restrict__ v, const __bf16* __restrict__ dout, const float* __restrict__ lse, const float* __restrict__ delta, __bf16* __restrict__ dk, __bf16* __restrict__ dv, float* __restrict__ dq_ws, const int* __restrict__ cu_seqlens_q, int total_q, const int* __restrict__ cu_seqlens_k, int total_k, int max_seqlen_q, int max_seqlen_k, int num_heads_q, int num_heads_kv, float scale) {
  const int tid = threadIdx.x;
  const int tile = blockIdx.x;
  const int h = blockIdx.y;
  const int b = blockIdx.z;
  int q_tok0 = cu_seqlens_q[b];
  const int q_tok1 = cu_seqlens_q[b + 1];
  int q_len = (int)((unsigned)q_tok1 - (unsigned)q_tok0);
  const bool q_bad = q_tok0 < 0 || q_tok1 < q_tok0 || q_tok1 > total_q || q_len > max_seqlen_q;
  if (q_bad) {
    q_tok0 = 0;
    q_len = 0;
  }

  int kv_tok0 = cu_seqlens_k[b];
  const int kv_tok1 = cu_seqlens_k[b + 1];
  int kv_len = (int)((unsigned)kv_tok1 - (unsigned)kv_tok0);
  const bool kv_bad = kv_tok0 < 0 || kv_tok1 < kv_tok0 || kv_tok1 > total_k || kv_len > max_seqlen_k;
  if (kv_bad) {
    kv_tok0 = 0;
    kv_len = 0;
  }

  const int n0 = tile * 256;
  const bool kv_live = n0 < kv_len;
  if (!kv_live) return;
  const int group = num_heads_kv > 0 ? num_heads_q / num_heads_kv : 0;
  if (group < 1) return;
  const float sl2 = scale * 1.44269502f;
  __shared__ __attribute__((aligned(16))) __bf16 q_s[2176];
  __shared__ __attribute__((aligned(16))) __bf16 do_s[2176];
  __shared__ __attribute__((aligned(16))) __bf16 ds_s[4224];
  __shared__ __attribute__((aligned(16))) __bf16 kt_s[33792];
  __shared__ float lse_s[256];
  __shared__ float dl_s[256];
  const int wave = tid >> 6;
  // the wave as a scalar (an SGPR across the loop, for the dK/dV stores)
  const int wave_s = __builtin_amdgcn_readfirstlane(wave);
  const int lane = tid & 63;
  // S, dP: [16 x 256] over head_dim, 4 16x16 block(s) a wave
  const int sa_lr = lane & 15;
  const int sa_lk = (lane >> 4) << 2;
  const int sa_w0 = wave * 4;
  const int sa_lkw = (lane >> 4) << 3;
  // dV, dK: [256 x 128] over the Q tile, 8 32x32 block(s) a wave
  const int kb_lr = lane & 31;
  const int kb_lk = (lane >> 5) << 2;
  const int kb_w0 = wave * 8;
  const int kb_lkw = (lane >> 5) << 3;
  // dQ: [16 x 128] over the KV tile, 2 16x16 block(s) a wave
  const int qc_lr = lane & 15;
  const int qc_lk = (lane >> 4) << 2;
  const int qc_w0 = wave * 2;
  const int qc_lkw = (lane >> 4) << 3;
  // the stationary KV tile into registers, once (rows past len_k read at row len_k - 1: their
  // scores are masked, their dS is 0). S, dP: B fragment kk of block j is 8 consecutive
  // head_dim elements of this lane's key row, one 16-byte load
  rocke_e8 kf[4][4];
  rocke_e8 vf[4][4];
#pragma unroll
  for (int j = 0; j < 4; ++j) {
    const int sa_r = (sa_w0 + j) / 16 * 16;
    const int sa_c = (sa_w0 + j) % 16 * 16;
    const int kg = n0 + sa_c + sa_lr;
    const long long o = ((long long)(kv_tok0 + (kg < kv_len ? kg : kv_len - 1)) * num_heads_kv + h) * 128 + sa_lkw;
#pragma unroll
    for (int kk = 0; kk < 4; ++kk) {
      kf[j][kk] = __builtin_bit_cast(rocke_e8, *(const rocke_e8*)(k + o + kk * 32));
      vf[j][kk] = __builtin_bit_cast(rocke_e8, *(const rocke_e8*)(v + o + kk * 32));
      // pinned to AGPRs, the class clang-22's VGPR-form MFMAs leave free (the .ll says why)
      asm volatile("" : "+a"(kf[j][kk]));
      asm volatile("" : "+a"(vf[j][kk]));
    }
  }
  // dQ's B operand: K^T [head_dim][264] in LDS, written once (the loop's first barrier
  // publishes it): each work-item's 16-byte K row vectors, element by element
#pragma unroll
  for (int i0 = 0; i0 < 16; ++i0) {
    const int r = (tid >> 4) + i0 * 16;
    const int kn = n0 + r;
    const int col = (tid & 15) * 8;
    const long long o = ((long long)(kv_tok0 + (kn < kv_len ? kn : kv_len - 1)) * num_heads_kv + h) * 128 + col;
    const rocke_e8 x = *(const rocke_e8*)(k + o);
#pragma unroll
    for (int i = 0; i < 8; ++i)
      kt_s[(col + i) * 264 + r] = x[i];
  }
  rocke_f32x16 dk_acc[8] = {};
  // dK's accumulators in AGPRs a128.. (the .ll's t.ak): their tokens, and zero; dk_acc
  // takes them after the loop
  int dk_tk[8];
  asm volatile("v_accvgpr_write_b32 a128, 0\nv_accvgpr_write_b32 a129, 0\nv_accvgpr_write_b32 a130, 0\nv_accvgpr_write_b32 a131, 0\nv_accvgpr_write_b32 a132, 0\nv_accvgpr_write_b32 a133, 0\nv_accvgpr_write_b32 a134, 0\nv_accvgpr_write_b32 a135, 0\nv_accvgpr_write_b32 a136, 0\nv_accvgpr_write_b32 a137, 0\nv_accvgpr_write_b32 a138, 0\nv_accvgpr_write_b32 a139, 0\nv_accvgpr_write_b32 a140, 0\nv_accvgpr_write_b32 a141, 0\nv_accvgpr_write_b32 a142, 0\nv_accvgpr_write_b32 a143, 0" : "=s"(dk_tk[0]) : "0"(0) : "a128", "a129", "a130", "a131", "a132", "a133", "a134", "a135", "a136", "a137", "a138", "a139", "a140", "a141", "a142", "a143");
  asm volatile("v_accvgpr_write_b32 a144, 0\nv_accvgpr_write_b32 a145, 0\nv_accvgpr_write_b32 a146, 0\nv_accvgpr_write_b32 a147, 0\nv_accvgpr_write_b32 a148, 0\nv_accvgpr_write_b32 a149, 0\nv_accvgpr_write_b32 a150, 0\nv_accvgpr_write_b32 a151, 0\nv_accvgpr_write_b32 a152, 0\nv_accvgpr_write_b32 a153, 0\nv_accvgpr_write_b32 a154, 0\nv_accvgpr_write_b32 a155, 0\nv_accvgpr_write_b32 a156, 0\nv_accvgpr_write_b32 a157, 0\nv_accvgpr_write_b32 a158, 0\nv_accvgpr_write_b32 a159, 0" : "=s"(dk_tk[1]) : "0"(0) : "a144", "a145", "a146", "a147", "a148", "a149", "a150", "a151", "a152", "a153", "a154", "a155", "a156", "a157", "a158", "a159");
  asm volatile("v_accvgpr_write_b32 a160, 0\nv_accvgpr_write_b32 a161, 0\nv_accvgpr_write_b32 a162, 0\nv_accvgpr_write_b32 a163, 0\nv_accvgpr_write_b32 a164, 0\nv_accvgpr_write_b32 a165, 0\nv_accvgpr_write_b32 a166, 0\nv_accvgpr_write_b32 a167, 0\nv_accvgpr_write_b32 a168, 0\nv_accvgpr_write_b32 a169, 0\nv_accvgpr_write_b32 a170, 0\nv_accvgpr_write_b32 a171, 0\nv_accvgpr_write_b32 a172, 0\nv_accvgpr_write_b32 a173, 0\nv_accvgpr_write_b32 a174, 0\nv_accvgpr_write_b32 a175, 0" : "=s"(dk_tk[2]) : "0"(0) : "a160", "a161", "a162", "a163", "a164", "a165", "a166", "a167", "a168", "a169", "a170", "a171", "a172", "a173", "a174", "a175");
  asm volatile("v_accvgpr_write_b32 a176, 0\nv_accvgpr_write_b32 a177, 0\nv_accvgpr_write_b32 a178, 0\nv_accvgpr_write_b32 a179, 0\nv_accvgpr_write_b32 a180, 0\nv_accvgpr_write_b32 a181, 0\nv_accvgpr_write_b32 a182, 0\nv_accvgpr_write_b32 a183, 0\nv_accvgpr_write_b32 a184, 0\nv_accvgpr_write_b32 a185, 0\nv_accvgpr_write_b32 a186, 0\nv_accvgpr_write_b32 a187, 0\nv_accvgpr_write_b32 a188, 0\nv_accvgpr_write_b32 a189, 0\nv_accvgpr_write_b32 a190, 0\nv_accvgpr_write_b32 a191, 0" : "=s"(dk_tk[3]) : "0"(0) : "a176", "a177", "a178", "a179", "a180", "a181", "a182", "a183", "a184", "a185", "a186", "a187", "a188", "a189", "a190", "a191");
  asm volatile("v_accvgpr_write_b32 a192, 0\nv_accvgpr_write_b32 a193, 0\nv_accvgpr_write_b32 a194, 0\nv_accvgpr_write_b32 a195, 0\nv_accvgpr_write_b32 a196, 0\nv_accvgpr_write_b32 a197, 0\nv_accvgpr_write_b32 a198, 0\nv_accvgpr_write_b32 a199, 0\nv_accvgpr_write_b32 a200, 0\nv_accvgpr_write_b32 a201, 0\nv_accvgpr_write_b32 a202, 0\nv_accvgpr_write_b32 a203, 0\nv_accvgpr_write_b32 a204, 0\nv_accvgpr_write_b32 a205, 0\nv_accvgpr_write_b32 a206, 0\nv_accvgpr_write_b32 a207, 0" : "=s"(dk_tk[4]) : "0"(0) : "a192", "a193", "a194", "a195", "a196", "a197", "a198", "a199", "a200", "a201", "a202", "a203", "a204", "a205", "a206", "a207");
  asm volatile("v_accvgpr_write_b32 a208, 0\nv_accvgpr_write_b32 a209, 0\nv_accvgpr_write_b32 a210, 0\nv_accvgpr_write_b32 a211, 0\nv_accvgpr_write_b32 a212, 0\nv_accvgpr_write_b32 a213, 0\nv_accvgpr_write_b32 a214, 0\nv_accvgpr_write_b32 a215, 0\nv_accvgpr_write_b32 a216, 0\nv_accvgpr_write_b32 a217, 0\nv_accvgpr_write_b32 a218, 0\nv_accvgpr_write_b32 a219, 0\nv_accvgpr_write_b32 a220, 0\nv_accvgpr_write_b32 a221, 0\nv_accvgpr_write_b32 a222, 0\nv_accvgpr_write_b32 a223, 0" : "=s"(dk_tk[5]) : "0"(0) : "a208", "a209", "a210", "a211", "a212", "a213", "a214", "a215", "a216", "a217", "a218", "a219", "a220", "a221", "a222", "a223");
  asm volatile("v_accvgpr_write_b32 a224, 0\nv_accvgpr_write_b32 a225, 0\nv_accvgpr_write_b32 a226, 0\nv_accvgpr_write_b32 a227, 0\nv_accvgpr_write_b32 a228, 0\nv_accvgpr_write_b32 a229, 0\nv_accvgpr_write_b32 a230, 0\nv_accvgpr_write_b32 a231, 0\nv_accvgpr_write_b32 a232, 0\nv_accvgpr_write_b32 a233, 0\nv_accvgpr_write_b32 a234, 0\nv_accvgpr_write_b32 a235, 0\nv_accvgpr_write_b32 a236, 0\nv_accvgpr_write_b32 a237, 0\nv_accvgpr_write_b32 a238, 0\nv_accvgpr_write_b32 a239, 0" : "=s"(dk_tk[6]) : "0"(0) : "a224", "a225", "a226", "a227", "a228", "a229", "a230", "a231", "a232", "a233", "a234", "a235", "a236", "a237", "a238", "a239");
  asm volatile("v_accvgpr_write_b32 a240, 0\nv_accvgpr_write_b32 a241, 0\nv_accvgpr_write_b32 a242, 0\nv_accvgpr_write_b32 a243, 0\nv_accvgpr_write_b32 a244, 0\nv_accvgpr_write_b32 a245, 0\nv_accvgpr_write_b32 a246, 0\nv_accvgpr_write_b32 a247, 0\nv_accvgpr_write_b32 a248, 0\nv_accvgpr_write_b32 a249, 0\nv_accvgpr_write_b32 a250, 0\nv_accvgpr_write_b32 a251, 0\nv_accvgpr_write_b32 a252, 0\nv_accvgpr_write_b32 a253, 0\nv_accvgpr_write_b32 a254, 0\nv_accvgpr_write_b32 a255, 0" : "=s"(dk_tk[7]) : "0"(0) : "a240", "a241", "a242", "a243", "a244", "a245", "a246", "a247", "a248", "a249", "a250", "a251", "a252", "a253", "a254", "a255");
  rocke_f32x16 dv_acc[8] = {};
  // the prefetch registers and this work-item's places in a Q step's tile loads
  rocke_e8 pf_q[1], pf_o[1];
  float pf_l, pf_d;
  const int pf_row = tid >> 4;
  const int pf_col = (tid & 15) * 8;
  const int lt_row = tid & 15;
  if (q_len > 0 && group > 0) {
    // the first pair's tiles into LDS (the loop's first barrier publishes them)
    const long long lb0 = (long long)h * group * total_q + q_tok0;

    // pair (h * group, 0)'s Q, dO vectors and lse/delta row into registers, as loaded (rows
    // past len_q read at row len_q - 1; the masks are applied where they are stored)
#pragma unroll
    for (int k = 0; k < 1; ++k) {
      const int s = 0 + pf_row + k * 16;
      const long long o = ((long long)(q_tok0 + (s < q_len ? s : q_len - 1)) * num_heads_q + h * group) * 128 + pf_col;
      pf_q[k] = *(const rocke_e8*)(q + o);
      pf_o[k] = *(const rocke_e8*)(dout + o);
    }
    {
      const int s = 0 + lt_row;
      const long long i = lb0 + (s < q_len ? s : q_len - 1);
      pf_l = lse[i];
      pf_d = delta[i];
    }
    // the prefetched pair (Q step 0) into LDS: rows past len_q as zeros; lse*log2e and delta
    // of row tid mod block_m at [tid]; a row past len_q, or one whose lse is -inf (it saw no
    // key), gets lse2 = +inf: its P is exp2(-inf) = 0 with no mask per score entry
#pragma unroll
    for (int k = 0; k < 1; ++k) {
      const int r = pf_row + k * 16;
      // (stored as loaded: a row past len_q holds row len_q - 1, finite, and its P and dS are
      // 0 by lse2 = +inf; the .ll says why no select)
      *(rocke_e8*)(q_s + r * 136 + pf_col) = pf_q[k];
      *(rocke_e8*)(do_s + r * 136 + pf_col) = pf_o[k];
    }
    {
      // (t.lse2_store: lse2 made here, delta as loaded; the .ll says why)
      const bool ok = 0 + lt_row < q_len;
      const float l2 = pf_l * 1.44269502f;
      lse_s[tid] = ok && l2 != -__builtin_inff() ? l2 : __builtin_inff();
      dl_s[tid] = pf_d;
    }

    // every load before the loop is done here (vmcnt(0)): the .ll says why
    __builtin_amdgcn_s_waitcnt(3952);
  }
  // one pass over (query head g of the group, Q tile m0); LDS holds the pair's tiles
  for (int g = 0; g < group; ++g) {
    const int hq = h * group + g;
    const long long lb = (long long)hq * total_q + q_tok0;

    for (int m0 = 0; m0 < q_len; m0 += 16) {
      // the next pair (past the last one: the current head again, so every read is in bounds)
      const int nm0 = m0 + 16 >= q_len ? 0 : m0 + 16;
      const int ng1 = nm0 == 0 ? g + 1 : g;
      const int nhq = h * group + (ng1 < group ? ng1 : g);
      const long long nlb = (long long)nhq * total_q + q_tok0;

      const bool visit = kv_live;
      rocke_f32x4 dq_acc[2] = {};
      if (visit) {
        rocke_lds_sync();
        // P and dS of every key block of this wave, as dV's and dK's A fragments
        rocke_op4 pa[4], sa[4];
        // S, dP and dQ start from +0.0 (the .ll makes that zero per pair from m0, an LLVM 20
        // register workaround that clang folds back to a constant)
        // S = Q K^T and dP = dO V^T, every block of the wave step by step: the blocks are one
        // block row (block 0's), a step's Q and dO fragments read once for all of them
        rocke_f32x4 sx[4] = {}, dpx[4] = {};
        {
          const int qa0 = (sa_w0 / 16 * 16 + sa_lr) * 136 + sa_lkw;
#pragma unroll
          for (int kk = 0; kk < 4; ++kk) {
            const rocke_e8 fq = rocke_frag8<1>(q_s, qa0 + kk * 32);
            const rocke_e8 fo = rocke_frag8<1>(do_s, qa0 + kk * 32);
#pragma unroll
            for (int j = 0; j < 4; ++j) {
              sx[j] = __builtin_amdgcn_mfma_f32_16x16x32_bf16(fq, kf[j][kk], sx[j], 0, 0, 0);
              dpx[j] = __builtin_amdgcn_mfma_f32_16x16x32_bf16(fo, vf[j][kk], dpx[j], 0, 0, 0);
            }
          }
        }
#pragma unroll
        for (int j = 0; j < 4; ++j) {
          // P and dS of block j
          const int sa_r = (sa_w0 + j) / 16 * 16;
          const int sa_c = (sa_w0 + j) % 16 * 16;
          const int kr = sa_c + sa_lr;
          const rocke_f32x4 s = sx[j];
          const rocke_f32x4 dp = dpx[j];
          const int kg = n0 + kr;
          // all ones when the key is past len_k (its P is 0), else 0: a mask as bits, not as a
          // lane mask
          const int kbad = (int)~((unsigned)kg - (unsigned)kv_len) >> 31;
          float p[4];
          float ds[4];
#pragma unroll
          for (int e = 0; e < 4; ++e) {
            // P and dS of row e of this lane's column; a masked entry's exponent is forced to -inf
            const int row = sa_r + sa_lk + 16 * (e >> 2) + (e & 3);
            const float x = __builtin_fmaf(s[e], sl2, -lse_s[row]);
            const int bad = kbad;
            const unsigned xm = (__builtin_bit_cast(unsigned, x) & ~(unsigned)bad) | ((unsigned)bad & 0xFF800000u);
            p[e] = __builtin_exp2f(__builtin_bit_cast(float, xm));
            ds[e] = p[e] * (dp[e] - dl_s[row]);
          }
          // P and dS rounded to __bf16: 4 consecutive rows of column kr, one 8-byte store each
#pragma unroll
          for (int g4 = 0; g4 < 1; ++g4) {
            const rocke_f32x4 pv = {p[4 * g4], p[4 * g4 + 1], p[4 * g4 + 2], p[4 * g4 + 3]};
            const rocke_f32x4 sv = {ds[4 * g4], ds[4 * g4 + 1], ds[4 * g4 + 2], ds[4 * g4 + 3]};
            // (P stays in registers: the D layout of this 16x16 block, lane = key, 4
            // consecutive Q rows per lane group, is the A layout of dV's 16x16x16 over them)
            const rocke_e4 sh = __builtin_convertvector(sv, rocke_e4);
            pa[j] = __builtin_bit_cast(rocke_op4, __builtin_convertvector(pv, rocke_e4));
            sa[j] = __builtin_bit_cast(rocke_op4, sh);
            // dS row-major for dQ: this lane's 4 rows of column kr, one 2-byte store each
#pragma unroll
            for (int i = 0; i < 4; ++i)
              ds_s[(sa_r + sa_lk + i) * 264 + kr] = sh[i];
          }
        }
        // dV's and dK's A fragments of the wave's 32-key block(s), from S blocks 2a and 2a + 1
        rocke_e8 pw[2], sw[2];
#pragma unroll
        for (int a = 0; a < 2; ++a) {
          pw[a] = rocke_swap16(pa[2 * a], pa[2 * a + 1]);
          sw[a] = rocke_swap16(sa[2 * a], sa[2 * a + 1]);
        }
        rocke_lds_sync();
        // the next pair's tiles into registers: in flight behind this pair's dQ, dV and dK
        // products and its atomics
        // pair (nhq, nm0)'s Q, dO vectors and lse/delta row into registers, as loaded (rows
        // past len_q read at row len_q - 1; the masks are applied where they are stored)
#pragma unroll
        for (int k = 0; k < 1; ++k) {
          const int s = nm0 + pf_row + k * 16;
          const long long o = ((long long)(q_tok0 + (s < q_len ? s : q_len - 1)) * num_heads_q + nhq) * 128 + pf_col;
          pf_q[k] = *(const rocke_e8*)(q + o);
          pf_o[k] = *(const rocke_e8*)(dout + o);
        }
        {
          const int s = nm0 + lt_row;
          const long long i = nlb + (s < q_len ? s : q_len - 1);
          pf_l = lse[i];
          pf_d = delta[i];
        }
#pragma unroll
        for (int j = 0; j < 2; ++j) {
          // dQ = dS K, block j (scaled per element when written)
          const int qc_r = (qc_w0 + j) / 8 * 16;
          const int qc_c = (qc_w0 + j) % 8 * 16;
          rocke_f32x4 acc = {};
#pragma unroll
          for (int kk = 0; kk < 8; ++kk)
            // (the tall tile: dS row-major, K^T in LDS or K fragments in registers)
            acc = __builtin_amdgcn_mfma_f32_16x16x32_bf16(rocke_frag8<1>(ds_s, (qc_r + qc_lr) * 264 + qc_lkw + kk * 32), rocke_frag8<1>(kt_s, (qc_c + qc_lr) * 264 + qc_lkw + kk * 32), acc, 0, 0, 0);
          dq_acc[j] = acc;
        }
        // schedule: every dQ fragment read first, then the MFMAs (the .ll's sequence)
        __builtin_amdgcn_sched_group_barrier(256, 32, 2);
        __builtin_amdgcn_sched_group_barrier(8, 16, 2);
        // into the fp32 workspace. A row past len_q has an all-zero dS row, so its dQ is exactly
        // 0.0: it is added to the tile's last valid row instead (no branch, no mask).
        // element offset = (first row of the sequence * Hq + hq) * D + row * Hq * D + column
        const int aw_row0 = q_tok0 + m0;
        const long long aw_base = ((long long)(aw_row0) * num_heads_q + hq) * 128;
        const long long aw_rs = (long long)num_heads_q * 128;
        const int aw_lastl = q_len - 1 - m0;
#pragma unroll
        for (int j = 0; j < 2; ++j) {
          const int qc_r = (qc_w0 + j) / 8 * 16;
          const int qc_c = (qc_w0 + j) % 8 * 16;
          float* const aw_p = dq_ws + aw_base + (qc_c + qc_lr);
#pragma unroll
          for (int e = 0; e < 4; ++e) {
            const int row = qc_r + qc_lk + 16 * (e >> 2) + (e & 3);
            const int rc = row < aw_lastl ? row : aw_lastl;
            atomicAdd(aw_p + (long long)rc * aw_rs, dq_acc[j][e] * scale);
          }
        }
        {
          const int c = 0;
          // dV += P^T dO and dK += dS^T Q, head_dim columns 32 c..+31: the B fragments (dO and
          // Q columns over the step's 16 rows) once, then every key block of this wave, its A
          // fragments P and dS from registers
          // (32x32x16: this lane's column, the step's rows 8 (lane div 32)..+7)
          const int ob = kb_lkw * 136 + c * 32 + kb_lr;
          const rocke_e8 bo = rocke_frag8<136>(do_s, ob);
          const rocke_e8 bq = rocke_frag8<136>(q_s, ob);
          {
            const int a = 0;
            dv_acc[a * 4 + c] = __builtin_amdgcn_mfma_f32_32x32x16_bf16(pw[a], bo, dv_acc[a * 4 + c], 0, 0, 0);
            asm("s_nop 1\nv_mfma_f32_32x32x16_bf16 a[128:143], %1, %2, a[128:143]" : "=s"(dk_tk[0]) : "v"(sw[a]), "v"(bq), "0"(dk_tk[0]) : "a128", "a129", "a130", "a131", "a132", "a133", "a134", "a135", "a136", "a137", "a138", "a139", "a140", "a141", "a142", "a143");
          }
          {
            const int a = 1;
            dv_acc[a * 4 + c] = __builtin_amdgcn_mfma_f32_32x32x16_bf16(pw[a], bo, dv_acc[a * 4 + c], 0, 0, 0);
            asm("s_nop 1\nv_mfma_f32_32x32x16_bf16 a[192:207], %1, %2, a[192:207]" : "=s"(dk_tk[4]) : "v"(sw[a]), "v"(bq), "0"(dk_tk[4]) : "a192", "a193", "a194", "a195", "a196", "a197", "a198", "a199", "a200", "a201", "a202", "a203", "a204", "a205", "a206", "a207");
          }
        }
        {
          const int c = 1;
          // dV += P^T dO and dK += dS^T Q, head_dim columns 32 c..+31: the B fragments (dO and
          // Q columns over the step's 16 rows) once, then every key block of this wave, its A
          // fragments P and dS from registers
          // (32x32x16: this lane's column, the step's rows 8 (lane div 32)..+7)
          const int ob = kb_lkw * 136 + c * 32 + kb_lr;
          const rocke_e8 bo = rocke_frag8<136>(do_s, ob);
          const rocke_e8 bq = rocke_frag8<136>(q_s, ob);
          {
            const int a = 0;
            dv_acc[a * 4 + c] = __builtin_amdgcn_mfma_f32_32x32x16_bf16(pw[a], bo, dv_acc[a * 4 + c], 0, 0, 0);
            asm("s_nop 1\nv_mfma_f32_32x32x16_bf16 a[144:159], %1, %2, a[144:159]" : "=s"(dk_tk[1]) : "v"(sw[a]), "v"(bq), "0"(dk_tk[1]) : "a144", "a145", "a146", "a147", "a148", "a149", "a150", "a151", "a152", "a153", "a154", "a155", "a156", "a157", "a158", "a159");
          }
          {
            const int a = 1;
            dv_acc[a * 4 + c] = __builtin_amdgcn_mfma_f32_32x32x16_bf16(pw[a], bo, dv_acc[a * 4 + c], 0, 0, 0);
            asm("s_nop 1\nv_mfma_f32_32x32x16_bf16 a[208:223], %1, %2, a[208:223]" : "=s"(dk_tk[5]) : "v"(sw[a]), "v"(bq), "0"(dk_tk[5]) : "a208", "a209", "a210", "a211", "a212", "a213", "a214", "a215", "a216", "a217", "a218", "a219", "a220", "a221", "a222", "a223");
          }
        }
        {
          const int c = 2;
          // dV += P^T dO and dK += dS^T Q, head_dim columns 32 c..+31: the B fragments (dO and
          // Q columns over the step's 16 rows) once, then every key block of this wave, its A
          // fragments P and dS from registers
          // (32x32x16: this lane's column, the step's rows 8 (lane div 32)..+7)
          const int ob = kb_lkw * 136 + c * 32 + kb_lr;
          const rocke_e8 bo = rocke_frag8<136>(do_s, ob);
          const rocke_e8 bq = rocke_frag8<136>(q_s, ob);
          {
            const int a = 0;
            dv_acc[a * 4 + c] = __builtin_amdgcn_mfma_f32_32x32x16_bf16(pw[a], bo, dv_acc[a * 4 + c], 0, 0, 0);
            asm("s_nop 1\nv_mfma_f32_32x32x16_bf16 a[160:175], %1, %2, a[160:175]" : "=s"(dk_tk[2]) : "v"(sw[a]), "v"(bq), "0"(dk_tk[2]) : "a160", "a161", "a162", "a163", "a164", "a165", "a166", "a167", "a168", "a169", "a170", "a171", "a172", "a173", "a174", "a175");
          }
          {
            const int a = 1;
            dv_acc[a * 4 + c] = __builtin_amdgcn_mfma_f32_32x32x16_bf16(pw[a], bo, dv_acc[a * 4 + c], 0, 0, 0);
            asm("s_nop 1\nv_mfma_f32_32x32x16_bf16 a[224:239], %1, %2, a[224:239]" : "=s"(dk_tk[6]) : "v"(sw[a]), "v"(bq), "0"(dk_tk[6]) : "a224", "a225", "a226", "a227", "a228", "a229", "a230", "a231", "a232", "a233", "a234", "a235", "a236", "a237", "a238", "a239");
          }
        }
        {
          const int c = 3;
          // dV += P^T dO and dK += dS^T Q, head_dim columns 32 c..+31: the B fragments (dO and
          // Q columns over the step's 16 rows) once, then every key block of this wave, its A
          // fragments P and dS from registers
          // (32x32x16: this lane's column, the step's rows 8 (lane div 32)..+7)
          const int ob = kb_lkw * 136 + c * 32 + kb_lr;
          const rocke_e8 bo = rocke_frag8<136>(do_s, ob);
          const rocke_e8 bq = rocke_frag8<136>(q_s, ob);
          {
            const int a = 0;
            dv_acc[a * 4 + c] = __builtin_amdgcn_mfma_f32_32x32x16_bf16(pw[a], bo, dv_acc[a * 4 + c], 0, 0, 0);
            asm("s_nop 1\nv_mfma_f32_32x32x16_bf16 a[176:191], %1, %2, a[176:191]" : "=s"(dk_tk[3]) : "v"(sw[a]), "v"(bq), "0"(dk_tk[3]) : "a176", "a177", "a178", "a179", "a180", "a181", "a182", "a183", "a184", "a185", "a186", "a187", "a188", "a189", "a190", "a191");
          }
          {
            const int a = 1;
            dv_acc[a * 4 + c] = __builtin_amdgcn_mfma_f32_32x32x16_bf16(pw[a], bo, dv_acc[a * 4 + c], 0, 0, 0);
            asm("s_nop 1\nv_mfma_f32_32x32x16_bf16 a[240:255], %1, %2, a[240:255]" : "=s"(dk_tk[7]) : "v"(sw[a]), "v"(bq), "0"(dk_tk[7]) : "a240", "a241", "a242", "a243", "a244", "a245", "a246", "a247", "a248", "a249", "a250", "a251", "a252", "a253", "a254", "a255");
          }
        }
        // schedule: the dQ atomics spread through the dV/dK products (the .ll's sequence)
#pragma unroll
        for (int i = 0; i < 8; ++i) {
          __builtin_amdgcn_sched_group_barrier(64, 1, 1);
          __builtin_amdgcn_sched_group_barrier(8, 2, 1);
        }
        // every wave is done with this pair's tiles: the next pair's go in
        rocke_lds_sync();
        // the prefetched pair (Q step nm0) into LDS: rows past len_q as zeros; lse*log2e and delta
        // of row tid mod block_m at [tid]; a row past len_q, or one whose lse is -inf (it saw no
        // key), gets lse2 = +inf: its P is exp2(-inf) = 0 with no mask per score entry
#pragma unroll
        for (int k = 0; k < 1; ++k) {
          const int r = pf_row + k * 16;
          // (stored as loaded: a row past len_q holds row len_q - 1, finite, and its P and dS are
          // 0 by lse2 = +inf; the .ll says why no select)
          *(rocke_e8*)(q_s + r * 136 + pf_col) = pf_q[k];
          *(rocke_e8*)(do_s + r * 136 + pf_col) = pf_o[k];
        }
        {
          // (t.lse2_store: lse2 made here, delta as loaded; the .ll says why)
          const bool ok = nm0 + lt_row < q_len;
          const float l2 = pf_l * 1.44269502f;
          lse_s[tid] = ok && l2 != -__builtin_inff() ? l2 : __builtin_inff();
          dl_s[tid] = pf_d;
        }

      } else {
        // a skipped pair only brings in the next
        // pair (nhq, nm0)'s Q, dO vectors and lse/delta row into registers, as loaded (rows
        // past len_q read at row len_q - 1; the masks are applied where they are stored)
#pragma unroll
        for (int k = 0; k < 1; ++k) {
          const int s = nm0 + pf_row + k * 16;
          const long long o = ((long long)(q_tok0 + (s < q_len ? s : q_len - 1)) * num_heads_q + nhq) * 128 + pf_col;
          pf_q[k] = *(const rocke_e8*)(q + o);
          pf_o[k] = *(const rocke_e8*)(dout + o);
        }
        {
          const int s = nm0 + lt_row;
          const long long i = nlb + (s < q_len ? s : q_len - 1);
          pf_l = lse[i];
          pf_d = delta[i];
        }
        // the prefetched pair (Q step nm0) into LDS: rows past len_q as zeros; lse*log2e and delta
        // of row tid mod block_m at [tid]; a row past len_q, or one whose lse is -inf (it saw no
        // key), gets lse2 = +inf: its P is exp2(-inf) = 0 with no mask per score entry
#pragma unroll
        for (int k = 0; k < 1; ++k) {
          const int r = pf_row + k * 16;
          // (stored as loaded: a row past len_q holds row len_q - 1, finite, and its P and dS are
          // 0 by lse2 = +inf; the .ll says why no select)
          *(rocke_e8*)(q_s + r * 136 + pf_col) = pf_q[k];
          *(rocke_e8*)(do_s + r * 136 + pf_col) = pf_o[k];
        }
        {
          // (t.lse2_store: lse2 made here, delta as loaded; the .ll says why)
          const bool ok = nm0 + lt_row < q_len;
          const float l2 = pf_l * 1.44269502f;
          lse_s[tid] = ok && l2 != -__builtin_inff() ? l2 : __builtin_inff();
          dl_s[tid] = pf_d;
        }

      }
    }
  }
  // dK = scale * acc, dV = acc: rows of the tile below len_k
  {
    // dK's accumulators out of their AGPRs (the .ll's t.ak), after every one's last MFMA
    asm volatile("s_nop 7\ns_nop 7" :: "s"(dk_tk[0]), "s"(dk_tk[1]), "s"(dk_tk[2]), "s"(dk_tk[3]), "s"(dk_tk[4]), "s"(dk_tk[5]), "s"(dk_tk[6]), "s"(dk_tk[7]));
    asm volatile("v_accvgpr_read_b32 %0, a128" : "=v"(dk_acc[0][0]) : "s"(dk_tk[0]));
    asm volatile("v_accvgpr_read_b32 %0, a129" : "=v"(dk_acc[0][1]) : "s"(dk_tk[0]));
    asm volatile("v_accvgpr_read_b32 %0, a130" : "=v"(dk_acc[0][2]) : "s"(dk_tk[0]));
    asm volatile("v_accvgpr_read_b32 %0, a131" : "=v"(dk_acc[0][3]) : "s"(dk_tk[0]));
    asm volatile("v_accvgpr_read_b32 %0, a132" : "=v"(dk_acc[0][4]) : "s"(dk_tk[0]));
    asm volatile("v_accvgpr_read_b32 %0, a133" : "=v"(dk_acc[0][5]) : "s"(dk_tk[0]));
    asm volatile("v_accvgpr_read_b32 %0, a134" : "=v"(dk_acc[0][6]) : "s"(dk_tk[0]));
    asm volatile("v_accvgpr_read_b32 %0, a135" : "=v"(dk_acc[0][7]) : "s"(dk_tk[0]));
    asm volatile("v_accvgpr_read_b32 %0, a136" : "=v"(dk_acc[0][8]) : "s"(dk_tk[0]));
    asm volatile("v_accvgpr_read_b32 %0, a137" : "=v"(dk_acc[0][9]) : "s"(dk_tk[0]));
    asm volatile("v_accvgpr_read_b32 %0, a138" : "=v"(dk_acc[0][10]) : "s"(dk_tk[0]));
    asm volatile("v_accvgpr_read_b32 %0, a139" : "=v"(dk_acc[0][11]) : "s"(dk_tk[0]));
    asm volatile("v_accvgpr_read_b32 %0, a140" : "=v"(dk_acc[0][12]) : "s"(dk_tk[0]));
    asm volatile("v_accvgpr_read_b32 %0, a141" : "=v"(dk_acc[0][13]) : "s"(dk_tk[0]));
    asm volatile("v_accvgpr_read_b32 %0, a142" : "=v"(dk_acc[0][14]) : "s"(dk_tk[0]));
    asm volatile("v_accvgpr_read_b32 %0, a143" : "=v"(dk_acc[0][15]) : "s"(dk_tk[0]));
    asm volatile("v_accvgpr_read_b32 %0, a144" : "=v"(dk_acc[1][0]) : "s"(dk_tk[1]));
    asm volatile("v_accvgpr_read_b32 %0, a145" : "=v"(dk_acc[1][1]) : "s"(dk_tk[1]));
    asm volatile("v_accvgpr_read_b32 %0, a146" : "=v"(dk_acc[1][2]) : "s"(dk_tk[1]));
    asm volatile("v_accvgpr_read_b32 %0, a147" : "=v"(dk_acc[1][3]) : "s"(dk_tk[1]));
    asm volatile("v_accvgpr_read_b32 %0, a148" : "=v"(dk_acc[1][4]) : "s"(dk_tk[1]));
    asm volatile("v_accvgpr_read_b32 %0, a149" : "=v"(dk_acc[1][5]) : "s"(dk_tk[1]));
    asm volatile("v_accvgpr_read_b32 %0, a150" : "=v"(dk_acc[1][6]) : "s"(dk_tk[1]));
    asm volatile("v_accvgpr_read_b32 %0, a151" : "=v"(dk_acc[1][7]) : "s"(dk_tk[1]));
    asm volatile("v_accvgpr_read_b32 %0, a152" : "=v"(dk_acc[1][8]) : "s"(dk_tk[1]));
    asm volatile("v_accvgpr_read_b32 %0, a153" : "=v"(dk_acc[1][9]) : "s"(dk_tk[1]));
    asm volatile("v_accvgpr_read_b32 %0, a154" : "=v"(dk_acc[1][10]) : "s"(dk_tk[1]));
    asm volatile("v_accvgpr_read_b32 %0, a155" : "=v"(dk_acc[1][11]) : "s"(dk_tk[1]));
    asm volatile("v_accvgpr_read_b32 %0, a156" : "=v"(dk_acc[1][12]) : "s"(dk_tk[1]));
    asm volatile("v_accvgpr_read_b32 %0, a157" : "=v"(dk_acc[1][13]) : "s"(dk_tk[1]));
    asm volatile("v_accvgpr_read_b32 %0, a158" : "=v"(dk_acc[1][14]) : "s"(dk_tk[1]));
    asm volatile("v_accvgpr_read_b32 %0, a159" : "=v"(dk_acc[1][15]) : "s"(dk_tk[1]));
    asm volatile("v_accvgpr_read_b32 %0, a160" : "=v"(dk_acc[2][0]) : "s"(dk_tk[2]));
    asm volatile("v_accvgpr_read_b32 %0, a161" : "=v"(dk_acc[2][1]) : "s"(dk_tk[2]));
    asm volatile("v_accvgpr_read_b32 %0, a162" : "=v"(dk_acc[2][2]) : "s"(dk_tk[2]));
    asm volatile("v_accvgpr_read_b32 %0, a163" : "=v"(dk_acc[2][3]) : "s"(dk_tk[2]));
    asm volatile("v_accvgpr_read_b32 %0, a164" : "=v"(dk_acc[2][4]) : "s"(dk_tk[2]));
    asm volatile("v_accvgpr_read_b32 %0, a165" : "=v"(dk_acc[2][5]) : "s"(dk_tk[2]));
    asm volatile("v_accvgpr_read_b32 %0, a166" : "=v"(dk_acc[2][6]) : "s"(dk_tk[2]));
    asm volatile("v_accvgpr_read_b32 %0, a167" : "=v"(dk_acc[2][7]) : "s"(dk_tk[2]));
    asm volatile("v_accvgpr_read_b32 %0, a168" : "=v"(dk_acc[2][8]) : "s"(dk_tk[2]));
    asm volatile("v_accvgpr_read_b32 %0, a169" : "=v"(dk_acc[2][9]) : "s"(dk_tk[2]));
    asm volatile("v_accvgpr_read_b32 %0, a170" : "=v"(dk_acc[2][10]) : "s"(dk_tk[2]));
    asm volatile("v_accvgpr_read_b32 %0, a171" : "=v"(dk_acc[2][11]) : "s"(dk_tk[2]));
    asm volatile("v_accvgpr_read_b32 %0, a172" : "=v"(dk_acc[2][12]) : "s"(dk_tk[2]));
    asm volatile("v_accvgpr_read_b32 %0, a173" : "=v"(dk_acc[2][13]) : "s"(dk_tk[2]));
    asm volatile("v_accvgpr_read_b32 %0, a174" : "=v"(dk_acc[2][14]) : "s"(dk_tk[2]));
    asm volatile("v_accvgpr_read_b32 %0, a175" : "=v"(dk_acc[2][15]) : "s"(dk_tk[2]));
    asm volatile("v_accvgpr_read_b32 %0, a176" : "=v"(dk_acc[3][0]) : "s"(dk_tk[3]));
    asm volatile("v_accvgpr_read_b32 %0, a177" : "=v"(dk_acc[3][1]) : "s"(dk_tk[3]));
    asm volatile("v_accvgpr_read_b32 %0, a178" : "=v"(dk_acc[3][2]) : "s"(dk_tk[3]));
    asm volatile("v_accvgpr_read_b32 %0, a179" : "=v"(dk_acc[3][3]) : "s"(dk_tk[3]));
    asm volatile("v_accvgpr_read_b32 %0, a180" : "=v"(dk_acc[3][4]) : "s"(dk_tk[3]));
    asm volatile("v_accvgpr_read_b32 %0, a181" : "=v"(dk_acc[3][5]) : "s"(dk_tk[3]));
    asm volatile("v_accvgpr_read_b32 %0, a182" : "=v"(dk_acc[3][6]) : "s"(dk_tk[3]));
    asm volatile("v_accvgpr_read_b32 %0, a183" : "=v"(dk_acc[3][7]) : "s"(dk_tk[3]));
    asm volatile("v_accvgpr_read_b32 %0, a184" : "=v"(dk_acc[3][8]) : "s"(dk_tk[3]));
    asm volatile("v_accvgpr_read_b32 %0, a185" : "=v"(dk_acc[3][9]) : "s"(dk_tk[3]));
    asm volatile("v_accvgpr_read_b32 %0, a186" : "=v"(dk_acc[3][10]) : "s"(dk_tk[3]));
    asm volatile("v_accvgpr_read_b32 %0, a187" : "=v"(dk_acc[3][11]) : "s"(dk_tk[3]));
    asm volatile("v_accvgpr_read_b32 %0, a188" : "=v"(dk_acc[3][12]) : "s"(dk_tk[3]));
    asm volatile("v_accvgpr_read_b32 %0, a189" : "=v"(dk_acc[3][13]) : "s"(dk_tk[3]));
    asm volatile("v_accvgpr_read_b32 %0, a190" : "=v"(dk_acc[3][14]) : "s"(dk_tk[3]));
    asm volatile("v_accvgpr_read_b32 %0, a191" : "=v"(dk_acc[3][15]) : "s"(dk_tk[3]));
    asm volatile("v_accvgpr_read_b32 %0, a192" : "=v"(dk_acc[4][0]) : "s"(dk_tk[4]));
    asm volatile("v_accvgpr_read_b32 %0, a193" : "=v"(dk_acc[4][1]) : "s"(dk_tk[4]));
    asm volatile("v_accvgpr_read_b32 %0, a194" : "=v"(dk_acc[4][2]) : "s"(dk_tk[4]));
    asm volatile("v_accvgpr_read_b32 %0, a195" : "=v"(dk_acc[4][3]) : "s"(dk_tk[4]));
    asm volatile("v_accvgpr_read_b32 %0, a196" : "=v"(dk_acc[4][4]) : "s"(dk_tk[4]));
    asm volatile("v_accvgpr_read_b32 %0, a197" : "=v"(dk_acc[4][5]) : "s"(dk_tk[4]));
    asm volatile("v_accvgpr_read_b32 %0, a198" : "=v"(dk_acc[4][6]) : "s"(dk_tk[4]));
    asm volatile("v_accvgpr_read_b32 %0, a199" : "=v"(dk_acc[4][7]) : "s"(dk_tk[4]));
    asm volatile("v_accvgpr_read_b32 %0, a200" : "=v"(dk_acc[4][8]) : "s"(dk_tk[4]));
    asm volatile("v_accvgpr_read_b32 %0, a201" : "=v"(dk_acc[4][9]) : "s"(dk_tk[4]));
    asm volatile("v_accvgpr_read_b32 %0, a202" : "=v"(dk_acc[4][10]) : "s"(dk_tk[4]));
    asm volatile("v_accvgpr_read_b32 %0, a203" : "=v"(dk_acc[4][11]) : "s"(dk_tk[4]));
    asm volatile("v_accvgpr_read_b32 %0, a204" : "=v"(dk_acc[4][12]) : "s"(dk_tk[4]));
    asm volatile("v_accvgpr_read_b32 %0, a205" : "=v"(dk_acc[4][13]) : "s"(dk_tk[4]));
    asm volatile("v_accvgpr_read_b32 %0, a206" : "=v"(dk_acc[4][14]) : "s"(dk_tk[4]));
    asm volatile("v_accvgpr_read_b32 %0, a207" : "=v"(dk_acc[4][15]) : "s"(dk_tk[4]));
    asm volatile("v_accvgpr_read_b32 %0, a208" : "=v"(dk_acc[5][0]) : "s"(dk_tk[5]));
    asm volatile("v_accvgpr_read_b32 %0, a209" : "=v"(dk_acc[5][1]) : "s"(dk_tk[5]));
    asm volatile("v_accvgpr_read_b32 %0, a210" : "=v"(dk_acc[5][2]) : "s"(dk_tk[5]));
    asm volatile("v_accvgpr_read_b32 %0, a211" : "=v"(dk_acc[5][3]) : "s"(dk_tk[5]));
    asm volatile("v_accvgpr_read_b32 %0, a212" : "=v"(dk_acc[5][4]) : "s"(dk_tk[5]));
    asm volatile("v_accvgpr_read_b32 %0, a213" : "=v"(dk_acc[5][5]) : "s"(dk_tk[5]));
    asm volatile("v_accvgpr_read_b32 %0, a214" : "=v"(dk_acc[5][6]) : "s"(dk_tk[5]));
    asm volatile("v_accvgpr_read_b32 %0, a215" : "=v"(dk_acc[5][7]) : "s"(dk_tk[5]));
    asm volatile("v_accvgpr_read_b32 %0, a216" : "=v"(dk_acc[5][8]) : "s"(dk_tk[5]));
    asm volatile("v_accvgpr_read_b32 %0, a217" : "=v"(dk_acc[5][9]) : "s"(dk_tk[5]));
    asm volatile("v_accvgpr_read_b32 %0, a218" : "=v"(dk_acc[5][10]) : "s"(dk_tk[5]));
    asm volatile("v_accvgpr_read_b32 %0, a219" : "=v"(dk_acc[5][11]) : "s"(dk_tk[5]));
    asm volatile("v_accvgpr_read_b32 %0, a220" : "=v"(dk_acc[5][12]) : "s"(dk_tk[5]));
    asm volatile("v_accvgpr_read_b32 %0, a221" : "=v"(dk_acc[5][13]) : "s"(dk_tk[5]));
    asm volatile("v_accvgpr_read_b32 %0, a222" : "=v"(dk_acc[5][14]) : "s"(dk_tk[5]));
    asm volatile("v_accvgpr_read_b32 %0, a223" : "=v"(dk_acc[5][15]) : "s"(dk_tk[5]));
    asm volatile("v_accvgpr_read_b32 %0, a224" : "=v"(dk_acc[6][0]) : "s"(dk_tk[6]));
    asm volatile("v_accvgpr_read_b32 %0, a225" : "=v"(dk_acc[6][1]) : "s"(dk_tk[6]));
    asm volatile("v_accvgpr_read_b32 %0, a226" : "=v"(dk_acc[6][2]) : "s"(dk_tk[6]));
    asm volatile("v_accvgpr_read_b32 %0, a227" : "=v"(dk_acc[6][3]) : "s"(dk_tk[6]));
    asm volatile("v_accvgpr_read_b32 %0, a228" : "=v"(dk_acc[6][4]) : "s"(dk_tk[6]));
    asm volatile("v_accvgpr_read_b32 %0, a229" : "=v"(dk_acc[6][5]) : "s"(dk_tk[6]));
    asm volatile("v_accvgpr_read_b32 %0, a230" : "=v"(dk_acc[6][6]) : "s"(dk_tk[6]));
    asm volatile("v_accvgpr_read_b32 %0, a231" : "=v"(dk_acc[6][7]) : "s"(dk_tk[6]));
    asm volatile("v_accvgpr_read_b32 %0, a232" : "=v"(dk_acc[6][8]) : "s"(dk_tk[6]));
    asm volatile("v_accvgpr_read_b32 %0, a233" : "=v"(dk_acc[6][9]) : "s"(dk_tk[6]));
    asm volatile("v_accvgpr_read_b32 %0, a234" : "=v"(dk_acc[6][10]) : "s"(dk_tk[6]));
    asm volatile("v_accvgpr_read_b32 %0, a235" : "=v"(dk_acc[6][11]) : "s"(dk_tk[6]));
    asm volatile("v_accvgpr_read_b32 %0, a236" : "=v"(dk_acc[6][12]) : "s"(dk_tk[6]));
    asm volatile("v_accvgpr_read_b32 %0, a237" : "=v"(dk_acc[6][13]) : "s"(dk_tk[6]));
    asm volatile("v_accvgpr_read_b32 %0, a238" : "=v"(dk_acc[6][14]) : "s"(dk_tk[6]));
    asm volatile("v_accvgpr_read_b32 %0, a239" : "=v"(dk_acc[6][15]) : "s"(dk_tk[6]));
    asm volatile("v_accvgpr_read_b32 %0, a240" : "=v"(dk_acc[7][0]) : "s"(dk_tk[7]));
    asm volatile("v_accvgpr_read_b32 %0, a241" : "=v"(dk_acc[7][1]) : "s"(dk_tk[7]));
    asm volatile("v_accvgpr_read_b32 %0, a242" : "=v"(dk_acc[7][2]) : "s"(dk_tk[7]));
    asm volatile("v_accvgpr_read_b32 %0, a243" : "=v"(dk_acc[7][3]) : "s"(dk_tk[7]));
    asm volatile("v_accvgpr_read_b32 %0, a244" : "=v"(dk_acc[7][4]) : "s"(dk_tk[7]));
    asm volatile("v_accvgpr_read_b32 %0, a245" : "=v"(dk_acc[7][5]) : "s"(dk_tk[7]));
    asm volatile("v_accvgpr_read_b32 %0, a246" : "=v"(dk_acc[7][6]) : "s"(dk_tk[7]));
    asm volatile("v_accvgpr_read_b32 %0, a247" : "=v"(dk_acc[7][7]) : "s"(dk_tk[7]));
    asm volatile("v_accvgpr_read_b32 %0, a248" : "=v"(dk_acc[7][8]) : "s"(dk_tk[7]));
    asm volatile("v_accvgpr_read_b32 %0, a249" : "=v"(dk_acc[7][9]) : "s"(dk_tk[7]));
    asm volatile("v_accvgpr_read_b32 %0, a250" : "=v"(dk_acc[7][10]) : "s"(dk_tk[7]));
    asm volatile("v_accvgpr_read_b32 %0, a251" : "=v"(dk_acc[7][11]) : "s"(dk_tk[7]));
    asm volatile("v_accvgpr_read_b32 %0, a252" : "=v"(dk_acc[7][12]) : "s"(dk_tk[7]));
    asm volatile("v_accvgpr_read_b32 %0, a253" : "=v"(dk_acc[7][13]) : "s"(dk_tk[7]));
    asm volatile("v_accvgpr_read_b32 %0, a254" : "=v"(dk_acc[7][14]) : "s"(dk_tk[7]));
    asm volatile("v_accvgpr_read_b32 %0, a255" : "=v"(dk_acc[7][15]) : "s"(dk_tk[7]));
    // the lane's places again, the lane from v_mbcnt and the wave the scalar copy made before
    // the loop, as the .ll does
    const int sr_lane = __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
    const int sr_wave = wave_s;
    const int kb_lr = sr_lane & 31;
    const int kb_lk = (sr_lane >> 5) << 2;
    const int kb_w0 = sr_wave * 8;
#pragma unroll
    for (int j = 0; j < 8; ++j) {
      const int kb_r = (kb_w0 + j) / 4 * 32;
      const int kb_c = (kb_w0 + j) % 4 * 32;
#pragma unroll
      for (int e = 0; e < 16; ++e) {
        const int r = n0 + kb_r + kb_lk + 8 * (e >> 2) + (e & 3);
        if (r < kv_len) {
          const long long o = ((long long)(kv_tok0 + r) * num_heads_kv + h) * 128 + (kb_c + kb_lr);
          dk[o] = (__bf16)(dk_acc[j][e] * scale);
          dv[o] = (__bf16)dv_acc[j][e];
        }
      }
    }
  }
}

extern "C" hipError_t rocke_launch_rocke_bwd_main_gfx950_bf16_d128_bm16bn256_thd_ws0_full_c0_atomic_kvs(const __bf16* __restrict__ q, const __bf16* __restrict__ k, const __bf16* __restrict__ v, const __bf16* __restrict__ dout, const float* __restrict__ lse, const float* __restrict__ delta, __bf16* __restrict__ dk, __bf16* __restrict__ dv, float* __restrict__ dq_ws, const int* __restrict__ cu_seqlens_q, int total_q, const int* __restrict__ cu_seqlens_k, int total_k, int max_seqlen_q, int max_seqlen_k, int num_heads_q, int num_heads_kv, float scale, int batch, hipStream_t stream) {
  const dim3 grid((max_seqlen_k + 255) / 256, num_heads_kv, batch);
  hipLaunchKernelGGL(rocke_bwd_main_gfx950_bf16_d128_bm16bn256_thd_ws0_full_c0_atomic_kvs, grid, dim3(256), 0, stream, q, k, v, dout, lse, delta, dk, dv, dq_ws, cu_seqlens_q, total_q, cu_seqlens_k, total_k, max_seqlen_q, max_seqlen_k, num_heads_q, num_heads_kv, scale);
  return hipGetLastError();
}
