// rocke attention_bwd_convert gfx942.f16.d64.bm64.thd.ws1.full hip
// generated from templates/attention_bwd_convert.hip.j2; do not edit
#include <hip/hip_runtime.h>

extern "C" __global__ void __launch_bounds__(256) rocke_bwd_convert_gfx942_f16_d64_bm64_thd_ws1_full(const float* __restrict__ dq_ws, _Float16* __restrict__ dq, const int* __restrict__ cu_seqlens_q, int total_q, int max_seqlen_q, int num_heads_q, float scale) {
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
  const int row_in = tid >> 2;
  const int part = tid & 3;
  const int col = part * 16;
  for (int p = 0; p < 1; ++p) {
    const int r = m0 + row_in + p * 64;
    if (r >= q_len) continue;
    const int t = q_tok0 + r;
    const int wrow = b * max_seqlen_q + r;
    const long long w = ((long long)(wrow) * num_heads_q + h) * 64 + col;
    const long long x = ((long long)(t) * num_heads_q + h) * 64 + col;
#pragma unroll
    for (int k = 0; k < 16; ++k)
      dq[x + k] = (_Float16)(dq_ws[w + k] * scale);
  }
}

extern "C" hipError_t rocke_launch_rocke_bwd_convert_gfx942_f16_d64_bm64_thd_ws1_full(const float* __restrict__ dq_ws, _Float16* __restrict__ dq, const int* __restrict__ cu_seqlens_q, int total_q, int max_seqlen_q, int num_heads_q, float scale, int batch, hipStream_t stream) {
  const dim3 grid((max_seqlen_q + 63) / 64, num_heads_q, batch);
  hipLaunchKernelGGL(rocke_bwd_convert_gfx942_f16_d64_bm64_thd_ws1_full, grid, dim3(256), 0, stream, dq_ws, dq, cu_seqlens_q, total_q, max_seqlen_q, num_heads_q, scale);
  return hipGetLastError();
}
