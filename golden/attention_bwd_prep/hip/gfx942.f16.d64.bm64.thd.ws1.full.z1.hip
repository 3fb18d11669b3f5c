// rocke attention_bwd_prep gfx942.f16.d64.bm64.thd.ws1.full.z1 hip
// generated from templates/attention_bwd_prep.hip.j2; do not edit
#include <hip/hip_runtime.h>

extern "C" __global__ void __launch_bounds__(256) rocke_bwd_prep_gfx942_f16_d64_bm64_thd_ws1_full_z1(const _Float16* __restrict__ o, const _Float16* __restrict__ dout, float* __restrict__ delta, float* __restrict__ dq_ws, const int* __restrict__ cu_seqlens_q, int total_q, int max_seqlen_q, int num_heads_q) {
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

  const int m0 = tile * 64;
  if (m0 >= q_len) return;
  __shared__ float red[256];
  const int row_in = tid >> 2;
  const int part = tid & 3;
  const int col = part * 16;
  const long long dl_base = (long long)h * total_q + q_tok0;

  for (int p = 0; p < 1; ++p) {
    const int r = m0 + row_in + p * 64;
    const bool valid = r < q_len;
    float acc = 0.0f;
    if (valid) {
      const int t = q_tok0 + r;
      const long long x = ((long long)(t) * num_heads_q + h) * 64 + col;
#pragma unroll
      for (int k = 0; k < 16; ++k)
        acc = __builtin_fmaf((float)dout[x + k], (float)o[x + k], acc);
      const int wrow = b * max_seqlen_q + r;
      const long long w = ((long long)(wrow) * num_heads_q + h) * 64 + col;
#pragma unroll
      for (int k = 0; k < 16; ++k)
        dq_ws[w + k] = 0.0f;
    }
    red[tid] = acc;
    __syncthreads();
    if (part == 0 && valid) {
      float s = acc;
      for (int j = 1; j < 4; ++j)
        s += red[tid + j];
      delta[dl_base + r] = s;
    }
    __syncthreads();
  }
}

extern "C" hipError_t rocke_launch_rocke_bwd_prep_gfx942_f16_d64_bm64_thd_ws1_full_z1(const _Float16* __restrict__ o, const _Float16* __restrict__ dout, float* __restrict__ delta, float* __restrict__ dq_ws, const int* __restrict__ cu_seqlens_q, int total_q, int max_seqlen_q, int num_heads_q, int batch, hipStream_t stream) {
  const dim3 grid((max_seqlen_q + 63) / 64, num_heads_q, batch);
  hipLaunchKernelGGL(rocke_bwd_prep_gfx942_f16_d64_bm64_thd_ws1_full_z1, grid, dim3(256), 0, stream, o, dout, delta, dq_ws, cu_seqlens_q, total_q, max_seqlen_q, num_heads_q);
  return hipGetLastError();
}
