// rocke attention_bwd_main gfx942.f16.d64.bm64bn64.bshd.ws0.full.c0.atomic.mfma hip
// generated from templates/attention_bwd_main.hip.j2; do not edit
#include <hip/hip_runtime.h>

template <int ROWS, int LS, int D, int WG>
__device__ inline void rocke_tile_to_lds(_Float16* lds, const _Float16* __restrict__ src,
                                         int tok0, int r0, int len, int heads, int head,
                                         int tid) {
  for (int x = tid; x < ROWS * D; x += WG) {
    const int i = x / D;
    const int c = x % D;
    const int r = r0 + i;
    _Float16 val = (_Float16)0.0f;
    if (r < len)
      val = src[((long long)(tok0 + r) * heads + head) * D + c];
    lds[i * LS + c] = val;
  }
}

__device__ inline float rocke_p(float s, float sl2, float lse2, bool keep) {
  const float e = __builtin_exp2f(__builtin_fmaf(s, sl2, -lse2));
  return (keep && lse2 != -__builtin_inff()) ? e : 0.0f;
}

typedef _Float16 rocke_e4 __attribute__((ext_vector_type(4)));
typedef _Float16 rocke_op4 __attribute__((ext_vector_type(4)));
typedef float rocke_f32x4 __attribute__((ext_vector_type(4)));
typedef float rocke_f32x16 __attribute__((ext_vector_type(16)));

// A/B fragment: 4 elements of an LDS tile at idx + i * STRIDE (STRIDE 1: one 8-byte read), as
// the instruction's operand
template <int STRIDE>
__device__ inline rocke_op4 rocke_frag(const _Float16* lds, int idx) {
  rocke_e4 x;
  if constexpr (STRIDE == 1) {
    x = *(const rocke_e4*)(lds + idx);
  } else {
    x = rocke_e4{lds[idx], lds[idx + STRIDE], lds[idx + 2 * STRIDE], lds[idx + 3 * STRIDE]};
  }
  return __builtin_bit_cast(rocke_op4, x);
}

extern "C" __global__ void __launch_bounds__(256) rocke_bwd_main_gfx942_f16_d64_bm64bn64_bshd_ws0_full_c0_atomic_mfma(const _Float16* __restrict__ q, const _Float16* __restrict__ k, const _Float16* __restrict__ v, const _Float16* __restrict__ dout, const float* __restrict__ lse, const float* __restrict__ delta, _Float16* __restrict__ dk, _Float16* __restrict__ dv, float* __restrict__ dq_ws, int seqlen_q, int seqlen_k, int num_heads_q, int num_heads_kv, float scale) {
  const int tid = threadIdx.x;
  const int tile = blockIdx.x;
  const int h = blockIdx.y;
  const int b = blockIdx.z;
  const int q_tok0 = b * seqlen_q;

  const int kv_tok0 = b * seqlen_k;

  const int n0 = tile * 64;
  const bool kv_live = n0 < seqlen_k;
  if (!kv_live) return;
  const int group = num_heads_kv > 0 ? num_heads_q / num_heads_kv : 0;
  if (group < 1) return;
  const float sl2 = scale * 1.44269502f;
  __shared__ __attribute__((aligned(16))) _Float16 k_s[4608];
  __shared__ __attribute__((aligned(16))) _Float16 v_s[4608];
  __shared__ __attribute__((aligned(16))) _Float16 q_s[4608];
  __shared__ __attribute__((aligned(16))) _Float16 do_s[4608];
  __shared__ __attribute__((aligned(16))) _Float16 pt_s[4352];
  __shared__ __attribute__((aligned(16))) _Float16 dst_s[4352];
  __shared__ float lse_s[64];
  __shared__ float dl_s[64];
  if (kv_live) {
    rocke_tile_to_lds<64, 72, 64, 256>(k_s, k, kv_tok0, n0, seqlen_k, num_heads_kv, h, tid);
    rocke_tile_to_lds<64, 72, 64, 256>(v_s, v, kv_tok0, n0, seqlen_k, num_heads_kv, h, tid);
  }
  const int wave = tid >> 6;
  const int lane = tid & 63;
  // S, dP: [64 x 64] over head_dim, 1 32x32 block(s) a wave
  const int sa_lr = lane & 31;
  const int sa_lk = (lane >> 5) << 2;
  const int sa_w0 = wave * 1;
  // dV, dK: [64 x 64] over the Q tile, 1 32x32 block(s) a wave
  const int kb_lr = lane & 31;
  const int kb_lk = (lane >> 5) << 2;
  const int kb_w0 = wave * 1;
  // dQ: [64 x 64] over the KV tile, 1 32x32 block(s) a wave
  const int qc_lr = lane & 31;
  const int qc_lk = (lane >> 5) << 2;
  const int qc_w0 = wave * 1;
  rocke_f32x16 dk_acc[1] = {};
  rocke_f32x16 dv_acc[1] = {};
  // one pass over (query head g of the group, Q tile m0)
  for (int g = 0; g < group; ++g) {
    const int hq = h * group + g;
    const long long lb = (long long)(b * num_heads_q + hq) * seqlen_q;

    for (int m0 = 0; m0 < seqlen_q; m0 += 64) {
      const bool visit = kv_live;
      rocke_f32x16 dq_acc[1] = {};
      if (visit) {
        rocke_tile_to_lds<64, 72, 64, 256>(q_s, q, q_tok0, m0, seqlen_q, num_heads_q, hq, tid);
        rocke_tile_to_lds<64, 72, 64, 256>(do_s, dout, q_tok0, m0, seqlen_q, num_heads_q, hq, tid);
        // lse (times log2e) and delta of the tile rows; rows past len_q are zeros (read at the
        // last row: nothing outside the sequence is read)
        if (tid < 64) {
          const bool ok = m0 + tid < seqlen_q;
          const long long i = lb + (ok ? m0 + tid : seqlen_q - 1);
          const float l2 = lse[i] * 1.44269502f;
          // a row past len_q, or one whose lse is -inf (it saw no key), gets lse2 = +inf: its P
          // is exp2(-inf) = 0 with no mask per score entry
          lse_s[tid] = ok && l2 != -__builtin_inff() ? l2 : __builtin_inff();
          dl_s[tid] = ok ? delta[i] : 0.0f;
        }
        __syncthreads();
        // S, dP and dQ start from +0.0 (the .ll makes that zero per pair from m0, an LLVM 20
        // register workaround that clang folds back to a constant)
#pragma unroll
        for (int j = 0; j < 1; ++j) {
          // S = Q K^T and dP = dO V^T, block j
          const int sa_r = (sa_w0 + j) / 2 * 32;
          const int sa_c = (sa_w0 + j) % 2 * 32;
          const int qa = (sa_r + sa_lr) * 72 + sa_lk;
          // this lane's column of the block: P^T / dS^T row, and the key it scores
          const int kr = sa_c + sa_lr;
          const int kb = kr * 72 + sa_lk;
          rocke_f32x16 s = {};
          rocke_f32x16 dp = {};
#pragma unroll
          for (int kk = 0; kk < 8; ++kk)
            s = __builtin_amdgcn_mfma_f32_32x32x8f16(rocke_frag<1>(q_s, qa + kk * 8),
                rocke_frag<1>(k_s, kb + kk * 8), s, 0, 0, 0);
#pragma unroll
          for (int kk = 0; kk < 8; ++kk)
            dp = __builtin_amdgcn_mfma_f32_32x32x8f16(rocke_frag<1>(do_s, qa + kk * 8),
                rocke_frag<1>(v_s, kb + kk * 8), dp, 0, 0, 0);
          const int kg = n0 + kr;
          // all ones when the key is past len_k (its P is 0), else 0: a mask as bits, not as a
          // lane mask
          const int kbad = (int)~((unsigned)kg - (unsigned)seqlen_k) >> 31;
          float p[16];
          float ds[16];
#pragma unroll
          for (int e = 0; e < 16; ++e) {
            // P and dS of row e of this lane's column; a masked entry's exponent is forced to -inf
            const int row = sa_r + sa_lk + 8 * (e >> 2) + (e & 3);
            const float x = __builtin_fmaf(s[e], sl2, -lse_s[row]);
            const int bad = kbad;
            const unsigned xm = (__builtin_bit_cast(unsigned, x) & ~(unsigned)bad) | ((unsigned)bad & 0xFF800000u);
            p[e] = __builtin_exp2f(__builtin_bit_cast(float, xm));
            ds[e] = p[e] * (dp[e] - dl_s[row]);
          }
          // P and dS rounded to _Float16: 4 consecutive rows of column kr, one 8-byte store each
#pragma unroll
          for (int g4 = 0; g4 < 4; ++g4) {
            const int o = kr * 68 + sa_r + sa_lk + 8 * g4;
            const rocke_f32x4 pv = {p[4 * g4], p[4 * g4 + 1], p[4 * g4 + 2], p[4 * g4 + 3]};
            const rocke_f32x4 sv = {ds[4 * g4], ds[4 * g4 + 1], ds[4 * g4 + 2], ds[4 * g4 + 3]};
            *(rocke_e4*)(pt_s + o) = __builtin_convertvector(pv, rocke_e4);
            *(rocke_e4*)(dst_s + o) = __builtin_convertvector(sv, rocke_e4);
          }
        }
        __syncthreads();
#pragma unroll
        for (int j = 0; j < 1; ++j) {
          // dV += P^T dO and dK += dS^T Q, block j
          const int kb_r = (kb_w0 + j) / 2 * 32;
          const int kb_c = (kb_w0 + j) % 2 * 32;
          const int pa = (kb_r + kb_lr) * 68 + kb_lk;
          const int ob = kb_lk * 72 + kb_c + kb_lr;
#pragma unroll
          for (int kk = 0; kk < 8; ++kk)
            dv_acc[j] = __builtin_amdgcn_mfma_f32_32x32x8f16(rocke_frag<1>(pt_s, pa + kk * 8),
                rocke_frag<72>(do_s, ob + kk * 576), dv_acc[j], 0, 0, 0);
#pragma unroll
          for (int kk = 0; kk < 8; ++kk)
            dk_acc[j] = __builtin_amdgcn_mfma_f32_32x32x8f16(rocke_frag<1>(dst_s, pa + kk * 8),
                rocke_frag<72>(q_s, ob + kk * 576), dk_acc[j], 0, 0, 0);
        }
#pragma unroll
        for (int j = 0; j < 1; ++j) {
          // dQ = dS K, block j (scaled per element when written)
          const int qc_r = (qc_w0 + j) / 2 * 32;
          const int qc_c = (qc_w0 + j) % 2 * 32;
          const int da = qc_lk * 68 + qc_r + qc_lr;
          const int kb = qc_lk * 72 + qc_c + qc_lr;
          rocke_f32x16 acc = {};
#pragma unroll
          for (int kk = 0; kk < 8; ++kk)
            acc = __builtin_amdgcn_mfma_f32_32x32x8f16(rocke_frag<68>(dst_s, da + kk * 544),
                rocke_frag<72>(k_s, kb + kk * 576), acc, 0, 0, 0);
          dq_acc[j] = acc;
        }
        // into the fp32 workspace. A row past len_q has an all-zero dS row, so its dQ is exactly
        // 0.0: it is added to the tile's last valid row instead (no branch, no mask).
        // element offset = (first row of the sequence * Hq + hq) * D + row * Hq * D + column
        const int aw_row0 = q_tok0 + m0;
        const long long aw_base = ((long long)(aw_row0) * num_heads_q + hq) * 64;
        const long long aw_rs = (long long)num_heads_q * 64;
        const int aw_lastl = seqlen_q - 1 - m0;
#pragma unroll
        for (int j = 0; j < 1; ++j) {
          const int qc_r = (qc_w0 + j) / 2 * 32;
          const int qc_c = (qc_w0 + j) % 2 * 32;
          float* const aw_p = dq_ws + aw_base + (qc_c + qc_lr);
#pragma unroll
          for (int e = 0; e < 16; ++e) {
            const int row = qc_r + qc_lk + 8 * (e >> 2) + (e & 3);
            const int rc = row < aw_lastl ? row : aw_lastl;
            atomicAdd(aw_p + (long long)rc * aw_rs, dq_acc[j][e] * scale);
          }
        }
        // the next pair overwrites the Q/dO/P^T/dS^T tiles
        __syncthreads();
      }
    }
  }
  // dK = scale * acc, dV = acc: rows of the tile below len_k
  if (kv_live) {
#pragma unroll
    for (int j = 0; j < 1; ++j) {
      const int kb_r = (kb_w0 + j) / 2 * 32;
      const int kb_c = (kb_w0 + j) % 2 * 32;
#pragma unroll
      for (int e = 0; e < 16; ++e) {
        const int r = n0 + kb_r + kb_lk + 8 * (e >> 2) + (e & 3);
        if (r < seqlen_k) {
          const long long o = ((long long)(kv_tok0 + r) * num_heads_kv + h) * 64 + (kb_c + kb_lr);
          dk[o] = (_Float16)(dk_acc[j][e] * scale);
          dv[o] = (_Float16)dv_acc[j][e];
        }
      }
    }
  }
}

extern "C" hipError_t rocke_launch_rocke_bwd_main_gfx942_f16_d64_bm64bn64_bshd_ws0_full_c0_atomic_mfma(const _Float16* __restrict__ q, const _Float16* __restrict__ k, const _Float16* __restrict__ v, const _Float16* __restrict__ dout, const float* __restrict__ lse, const float* __restrict__ delta, _Float16* __restrict__ dk, _Float16* __restrict__ dv, float* __restrict__ dq_ws, int seqlen_q, int seqlen_k, int num_heads_q, int num_heads_kv, float scale, int batch, hipStream_t stream) {
  const dim3 grid((seqlen_k + 63) / 64, num_heads_kv, batch);
  hipLaunchKernelGGL(rocke_bwd_main_gfx942_f16_d64_bm64bn64_bshd_ws0_full_c0_atomic_mfma, grid, dim3(256), 0, stream, q, k, v, dout, lse, delta, dk, dv, dq_ws, seqlen_q, seqlen_k, num_heads_q, num_heads_kv, scale);
  return hipGetLastError();
}
