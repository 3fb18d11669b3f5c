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
  __shared__ __attribute__((aligned(16))) __bf16 q_sb[4352];
  __shared__ __attribute__((aligned(16))) __bf16 do_sb[4352];
  __shared__ __attribute__((aligned(16))) __bf16 ds_s[4224];
  __shared__ __attribute__((aligned(16))) __bf16 kt_s[33792];
  // (t.dbuf) two of each stepped buffer: q_s, do_s, lse_s and dl_s are a pair's, in the loop
  __shared__ float lse_sb[512];
  __shared__ float dl_sb[512];
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
  // dK's accumulators in AGPRs (the .ll's t.ak), zero before the loop
  asm volatile("; zero" : "+a"(dk_acc[0]));
  asm volatile("; zero" : "+a"(dk_acc[1]));
  asm volatile("; zero" : "+a"(dk_acc[2]));
  asm volatile("; zero" : "+a"(dk_acc[3]));
  asm volatile("; zero" : "+a"(dk_acc[4]));
  asm volatile("; zero" : "+a"(dk_acc[5]));
  asm volatile("; zero" : "+a"(dk_acc[6]));
  asm volatile("; zero" : "+a"(dk_acc[7]));
  rocke_f32x16 dv_acc[8] = {};
  // the prefetch registers and this work-item's places in a Q step's tile loads
  rocke_e8 pf_q[1], pf_o[1];
  float pf_l, pf_d;
  // (t.dbuf) the pair's buffer of two
  int db = 0;
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
      *(rocke_e8*)(q_sb + r * 136 + pf_col) = pf_q[k];
      *(rocke_e8*)(do_sb + r * 136 + pf_col) = pf_o[k];
    }
    {
      // (t.lse2_store: lse2 made here, delta as loaded; the .ll says why)
      const bool ok = 0 + lt_row < q_len;
      const float l2 = pf_l * 1.44269502f;
      lse_sb[tid] = ok && l2 != -__builtin_inff() ? l2 : __builtin_inff();
      dl_sb[tid] = pf_d;
    }

    // and the second pair's into registers: the first stores them into the other buffer
    const int p1m0 = 0 + 16 >= q_len ? 0 : 0 + 16;
    const int p1g1 = p1m0 == 0 ? 0 + 1 : 0;
    const int p1hq = h * group + (p1g1 < group ? p1g1 : 0);
    const long long p1lb = (long long)p1hq * total_q + q_tok0;

    // pair (p1hq, p1m0)'s Q, dO vectors and lse/delta row into registers, as loaded (rows
    // past len_q read at row len_q - 1; the masks are applied where they are stored)
#pragma unroll
    for (int k = 0; k < 1; ++k) {
      const int s = p1m0 + pf_row + k * 16;
      const long long o = ((long long)(q_tok0 + (s < q_len ? s : q_len - 1)) * num_heads_q + p1hq) * 128 + pf_col;
      pf_q[k] = *(const rocke_e8*)(q + o);
      pf_o[k] = *(const rocke_e8*)(dout + o);
    }
    {
      const int s = p1m0 + lt_row;
      const long long i = p1lb + (s < q_len ? s : q_len - 1);
      pf_l = lse[i];
      pf_d = delta[i];
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

      // and the one after it, this pair's prefetch (t.dbuf)
      const int n2m0 = nm0 + 16 >= q_len ? 0 : nm0 + 16;
      const int n2g1 = n2m0 == 0 ? (ng1 < group ? ng1 : g) + 1 : (ng1 < group ? ng1 : g);
      const int n2hq = h * group + (n2g1 < group ? n2g1 : (ng1 < group ? ng1 : g));
      const long long n2lb = (long long)n2hq * total_q + q_tok0;

      // this pair's buffers (its tiles, stored by the previous pair) and the other (the next's)
      const __bf16* const q_s = q_sb + (db ? 2176 : 0);
      const __bf16* const do_s = do_sb + (db ? 2176 : 0);
      const float* const lse_s = lse_sb + (db ? 256 : 0);
      const float* const dl_s = dl_sb + (db ? 256 : 0);
      __bf16* const q_w = q_sb + (db ? 0 : 2176);
      __bf16* const do_w = do_sb + (db ? 0 : 2176);
      float* const lse_w = lse_sb + (db ? 0 : 256);
      float* const dl_w = dl_sb + (db ? 0 : 256);
      const bool visit = kv_live;
      rocke_f32x4 dq_acc[2] = {};
      if (visit) {
        rocke_lds_sync();
        // the next pair's tiles into the other buffer: every wave is past the pair that read it
        // the prefetched pair (Q step nm0) into LDS: rows past len_q as zeros; lse*log2e and delta
        // of row tid mod block_m at [tid]; a row past len_q, or one whose lse is -inf (it saw no
        // key), gets lse2 = +inf: its P is exp2(-inf) = 0 with no mask per score entry
#pragma unroll
        for (int k = 0; k < 1; ++k) {
          const int r = pf_row + k * 16;
          // (stored as loaded: a row past len_q holds row len_q - 1, finite, and its P and dS are
          // 0 by lse2 = +inf; the .ll says why no select)
          *(rocke_e8*)(q_w + r * 136 + pf_col) = pf_q[k];
          *(rocke_e8*)(do_w + r * 136 + pf_col) = pf_o[k];
        }
        {
          // (t.lse2_store: lse2 made here, delta as loaded; the .ll says why)
          const bool ok = nm0 + lt_row < q_len;
          const float l2 = pf_l * 1.44269502f;
          lse_w[tid] = ok && l2 != -__builtin_inff() ? l2 : __builtin_inff();
          dl_w[tid] = pf_d;
        }

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
        // pair (n2hq, n2m0)'s Q, dO vectors and lse/delta row into registers, as loaded (rows
        // past len_q read at row len_q - 1; the masks are applied where they are stored)
#pragma unroll
        for (int k = 0; k < 1; ++k) {
          const int s = n2m0 + pf_row + k * 16;
          const long long o = ((long long)(q_tok0 + (s < q_len ? s : q_len - 1)) * num_heads_q + n2hq) * 128 + pf_col;
          pf_q[k] = *(const rocke_e8*)(q + o);
          pf_o[k] = *(const rocke_e8*)(dout + o);
        }
        {
          const int s = n2m0 + lt_row;
          const long long i = n2lb + (s < q_len ? s : q_len - 1);
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
            asm("s_nop 1\nv_mfma_f32_32x32x16_bf16 %0, %1, %2, %0" : "+a"(dk_acc[0]) : "v"(sw[a]), "v"(bq));
          }
          {
            const int a = 1;
            dv_acc[a * 4 + c] = __builtin_amdgcn_mfma_f32_32x32x16_bf16(pw[a], bo, dv_acc[a * 4 + c], 0, 0, 0);
            asm("s_nop 1\nv_mfma_f32_32x32x16_bf16 %0, %1, %2, %0" : "+a"(dk_acc[4]) : "v"(sw[a]), "v"(bq));
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
            asm("s_nop 1\nv_mfma_f32_32x32x16_bf16 %0, %1, %2, %0" : "+a"(dk_acc[1]) : "v"(sw[a]), "v"(bq));
          }
          {
            const int a = 1;
            dv_acc[a * 4 + c] = __builtin_amdgcn_mfma_f32_32x32x16_bf16(pw[a], bo, dv_acc[a * 4 + c], 0, 0, 0);
            asm("s_nop 1\nv_mfma_f32_32x32x16_bf16 %0, %1, %2, %0" : "+a"(dk_acc[5]) : "v"(sw[a]), "v"(bq));
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
            asm("s_nop 1\nv_mfma_f32_32x32x16_bf16 %0, %1, %2, %0" : "+a"(dk_acc[2]) : "v"(sw[a]), "v"(bq));
          }
          {
            const int a = 1;
            dv_acc[a * 4 + c] = __builtin_amdgcn_mfma_f32_32x32x16_bf16(pw[a], bo, dv_acc[a * 4 + c], 0, 0, 0);
            asm("s_nop 1\nv_mfma_f32_32x32x16_bf16 %0, %1, %2, %0" : "+a"(dk_acc[6]) : "v"(sw[a]), "v"(bq));
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
            asm("s_nop 1\nv_mfma_f32_32x32x16_bf16 %0, %1, %2, %0" : "+a"(dk_acc[3]) : "v"(sw[a]), "v"(bq));
          }
          {
            const int a = 1;
            dv_acc[a * 4 + c] = __builtin_amdgcn_mfma_f32_32x32x16_bf16(pw[a], bo, dv_acc[a * 4 + c], 0, 0, 0);
            asm("s_nop 1\nv_mfma_f32_32x32x16_bf16 %0, %1, %2, %0" : "+a"(dk_acc[7]) : "v"(sw[a]), "v"(bq));
          }
        }
        // schedule: the dQ atomics spread through the dV/dK products (the .ll's sequence)
#pragma unroll
        for (int i = 0; i < 8; ++i) {
          __builtin_amdgcn_sched_group_barrier(64, 1, 1);
          __builtin_amdgcn_sched_group_barrier(8, 2, 1);
        }
      } else {
        // a skipped pair stores the next pair's tiles into the other buffer, once every wave is
        // past the pair that read it, and brings in the one after
        rocke_lds_sync();
        // the prefetched pair (Q step nm0) into LDS: rows past len_q as zeros; lse*log2e and delta
        // of row tid mod block_m at [tid]; a row past len_q, or one whose lse is -inf (it saw no
        // key), gets lse2 = +inf: its P is exp2(-inf) = 0 with no mask per score entry
#pragma unroll
        for (int k = 0; k < 1; ++k) {
          const int r = pf_row + k * 16;
          // (stored as loaded: a row past len_q holds row len_q - 1, finite, and its P and dS are
          // 0 by lse2 = +inf; the .ll says why no select)
          *(rocke_e8*)(q_w + r * 136 + pf_col) = pf_q[k];
          *(rocke_e8*)(do_w + r * 136 + pf_col) = pf_o[k];
        }
        {
          // (t.lse2_store: lse2 made here, delta as loaded; the .ll says why)
          const bool ok = nm0 + lt_row < q_len;
          const float l2 = pf_l * 1.44269502f;
          lse_w[tid] = ok && l2 != -__builtin_inff() ? l2 : __builtin_inff();
          dl_w[tid] = pf_d;
        }

        // pair (n2hq, n2m0)'s Q, dO vectors and lse/delta row into registers, as loaded (rows
        // past len_q read at row len_q - 1; the masks are applied where they are stored)
#pragma unroll
        for (int k = 0; k < 1; ++k) {
          const int s = n2m0 + pf_row + k * 16;
          const long long o = ((long long)(q_tok0 + (s < q_len ? s : q_len - 1)) * num_heads_q + n2hq) * 128 + pf_col;
          pf_q[k] = *(const rocke_e8*)(q + o);
          pf_o[k] = *(const rocke_e8*)(dout + o);
        }
        {
          const int s = n2m0 + lt_row;
          const long long i = n2lb + (s < q_len ? s : q_len - 1);
          pf_l = lse[i];
          pf_d = delta[i];
        }
      }
      db ^= 1;
    }
  }
  // dK = scale * acc, dV = acc: rows of the tile below len_k
  {
    // dK's accumulators out of their AGPRs (the .ll's t.ak), after every one's last MFMA
    asm volatile("s_nop 7\ns_nop 7" :: "a"(dk_acc[0]), "a"(dk_acc[1]), "a"(dk_acc[2]), "a"(dk_acc[3]), "a"(dk_acc[4]), "a"(dk_acc[5]), "a"(dk_acc[6]), "a"(dk_acc[7]));
    asm volatile("; settled" : "+a"(dk_acc[0]));
    asm volatile("; settled" : "+a"(dk_acc[1]));
    asm volatile("; settled" : "+a"(dk_acc[2]));
    asm volatile("; settled" : "+a"(dk_acc[3]));
    asm volatile("; settled" : "+a"(dk_acc[4]));
    asm volatile("; settled" : "+a"(dk_acc[5]));
    asm volatile("; settled" : "+a"(dk_acc[6]));
    asm volatile("; settled" : "+a"(dk_acc[7]));
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
