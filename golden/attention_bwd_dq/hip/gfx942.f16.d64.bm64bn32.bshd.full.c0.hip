// rocke attention_bwd_dq gfx942.f16.d64.bm64bn32.bshd.full.c0 hip
// generated from templates/attention_bwd_dq.hip.j2; do not edit
#include <hip/hip_runtime.h>

extern "C" __global__ void __launch_bounds__(256) rocke_bwd_dq_gfx942_f16_d64_bm64bn32_bshd_full_c0(const _Float16* __restrict__ q, const _Float16* __restrict__ k, const _Float16* __restrict__ v, const _Float16* __restrict__ dout, const float* __restrict__ lse, const float* __restrict__ delta, _Float16* __restrict__ dq, int seqlen_q, int seqlen_k, int num_heads_q, int num_heads_kv, float scale) {
  __shared__ _Float16 q_s[4096], do_s[4096];
  __shared__ _Float16 k_s[2304], v_s[2304];
  __shared__ float ds_s[2112], lse_s[64], dl_s[64];
  const int tid = threadIdx.x;
  const int tile = blockIdx.x;
  const int h = blockIdx.y;
  const int b = blockIdx.z;
  const int q_tok0 = b * seqlen_q;

  const int kv_tok0 = b * seqlen_k;

  const int m0 = tile * 64;
  const int lq = seqlen_q;
  if (m0 >= lq) return;
  const int group = num_heads_kv > 0 ? num_heads_q / num_heads_kv : 0;
  if (group < 1) return;
  // q head h reads kv head h / group
  const int hk = h / group;
  const float sl2 = scale * 1.44269504f;
  const int lk = seqlen_k > 0 ? seqlen_k : 0;
  const int nk = ((lk - 1) >> 5) + 1;
  const int nvis = nk;
  const int ld_r = tid >> 3;
  const int ld_col = (tid & 7) * 8;
  // Q and dO tiles; rows past lq are zeros (their load redirected to row lq-1)
  for (int l = 0; l < 2; ++l) {
    const int r = ld_r + l * 32;
    const bool in = m0 + r < lq;
    const int t = q_tok0 + (in ? m0 + r : lq - 1);
    const long long g = ((long long)(t) * num_heads_q + h) * 64 + ld_col;
    for (int x = 0; x < 8; ++x) {
      q_s[r * 64 + ld_col + x] = in ? q[g + x] : (_Float16)0.0f;
      do_s[r * 64 + ld_col + x] = in ? dout[g + x] : (_Float16)0.0f;
    }
  }
  const long long ld_base = (long long)(b * num_heads_q + h) * seqlen_q;

  if (tid < 64) {
    const bool in = m0 + tid < lq;
    lse_s[tid] = (in ? lse[ld_base + m0 + tid] : 0.0f) * 1.44269504f;  // -inf stays -inf
    dl_s[tid] = in ? delta[ld_base + m0 + tid] : 0.0f;
  }
  __syncthreads();
  const int aj = tid & 31;
  const int arl = tid >> 5;
  const int cr = tid >> 2;
  const int ccol = (tid & 3) * 16;
  float acc[16] = {};
  for (int nt = 0; nt < nvis; ++nt) {
    const int n0 = nt << 5;
    for (int l = 0; l < 1; ++l) {
      const int r = ld_r + l * 32;
      const bool in = n0 + r < lk;
      const int t = kv_tok0 + (in ? n0 + r : lk - 1);
      const long long g = ((long long)(t) * num_heads_kv + hk) * 64 + ld_col;
      for (int x = 0; x < 8; ++x) {
        k_s[r * 72 + ld_col + x] = in ? k[g + x] : (_Float16)0.0f;
        v_s[r * 72 + ld_col + x] = in ? v[g + x] : (_Float16)0.0f;
      }
    }
    __syncthreads();
    // phase A: S and dP of column aj, rows arl + 8*i
    float s[8] = {}, dp[8] = {};
    for (int c = 0; c < 64; ++c) {
      const float kf = (float)k_s[aj * 72 + c];
      const float vf = (float)v_s[aj * 72 + c];
#pragma unroll
      for (int i = 0; i < 8; ++i) {
        const int r = arl + i * 8;
        s[i] = __builtin_fmaf((float)q_s[r * 64 + c], kf, s[i]);
        dp[i] = __builtin_fmaf((float)do_s[r * 64 + c], vf, dp[i]);
      }
    }
    const bool jin = n0 + aj < lk;
#pragma unroll
    for (int i = 0; i < 8; ++i) {
      const int r = arl + i * 8;
      const bool keep = m0 + r < lq && jin && lse_s[r] != -__builtin_inff();
      const float p = keep ? exp2f(__builtin_fmaf(s[i], sl2, -lse_s[r])) : 0.0f;
      ds_s[r * 33 + aj] = p * (dp[i] - dl_s[r]);
    }
    __syncthreads();
    // phase C: dQ[cr] += sum_j dS[cr][j] * k[j]
    for (int j = 0; j < 32; ++j) {
      const float w = ds_s[cr * 33 + j];
#pragma unroll
      for (int x = 0; x < 16; ++x)
        acc[x] = __builtin_fmaf(w, (float)k_s[j * 72 + ccol + x], acc[x]);
    }
    __syncthreads();
  }
  if (m0 + cr < lq) {
    const long long g = ((long long)(q_tok0 + m0 + cr) * num_heads_q + h) * 64 + ccol;
#pragma unroll
    for (int x = 0; x < 16; ++x)
      dq[g + x] = (_Float16)(acc[x] * scale);
  }
}

extern "C" hipError_t rocke_launch_rocke_bwd_dq_gfx942_f16_d64_bm64bn32_bshd_full_c0(const _Float16* __restrict__ q, const _Float16* __restrict__ k, const _Float16* __restrict__ v, const _Float16* __restrict__ dout, const float* __restrict__ lse, const float* __restrict__ delta, _Float16* __restrict__ dq, int seqlen_q, int seqlen_k, int num_heads_q, int num_heads_kv, float scale, int batch, hipStream_t stream) {
  const dim3 grid((seqlen_q + 63) / 64, num_heads_q, batch);
  hipLaunchKernelGGL(rocke_bwd_dq_gfx942_f16_d64_bm64bn32_bshd_full_c0, grid, dim3(256), 0, stream, q, k, v, dout, lse, delta, dq, seqlen_q, seqlen_k, num_heads_q, num_heads_kv, scale);
  return hipGetLastError();
}
