// rocke attention_bwd_prep gfx942.f16.d64.bm64.bshd.ws0.full.z1 hip
// generated from templates/attention_bwd_prep.hip.j2; do not edit
#include <hip/hip_runtime.h>

extern "C" __global__ void __launch_bounds__(256) rocke_bwd_prep_gfx942_f16_d64_bm64_bshd_ws0_full_z1(const _Float16* __restrict__ o, const _Float16* __restrict__ dout, float* __restrict__ delta, float* __restrict__ dq_ws, int seqlen_q, int num_heads_q) {
  const int tid = threadIdx.x;
  const int tile = blockIdx.x;
  const int h = blockIdx.y;
  const int b = blockIdx.z;
  const int q_tok0 = b * seqlen_q;

  const int m0 = tile * 64;
  if (m0 >= seqlen_q) return;
  __shared__ float red[256];
  const int row_in = tid >> 2;
  const int part = tid & 3;
  const int col = part * 16;
  const long long dl_base = (long long)(b * num_heads_q + h) * seqlen_q;

  for (int p = 0; p < 1; ++p) {
    const int r = m0 + row_in + p * 64;
    const bool valid = r < seqlen_q;
    float acc = 0.0f;
    if (valid) {
      const int t = q_tok0 + r;
      const long long x = ((long long)(t) * num_heads_q + h) * 64 + col;
#pragma unroll
      for (int k = 0; k < 16; ++k)
        acc = __builtin_fmaf((float)dout[x + k], (float)o[x + k], acc);
      const int wrow = t;
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

extern "C" hipError_t rocke_launch_rocke_bwd_prep_gfx942_f16_d64_bm64_bshd_ws0_full_z1(const _Float16* __restrict__ o, const _Float16* __restrict__ dout, float* __restrict__ delta, float* __restrict__ dq_ws, int seqlen_q, int num_heads_q, int batch, hipStream_t stream) {
  const dim3 grid((seqlen_q + 63) / 64, num_heads_q, batch);
  hipLaunchKernelGGL(rocke_bwd_prep_gfx942_f16_d64_bm64_bshd_ws0_full_z1, grid, dim3(256), 0, stream, o, dout, delta, dq_ws, seqlen_q, num_heads_q);
  return hipGetLastError();
}
