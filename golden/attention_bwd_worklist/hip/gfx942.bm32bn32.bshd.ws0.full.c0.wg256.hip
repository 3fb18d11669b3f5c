// rocke attention_bwd_worklist gfx942.bm32bn32.bshd.ws0.full.c0.wg256 hip
// generated from templates/attention_bwd_worklist.hip.j2; do not edit
#include <hip/hip_runtime.h>

extern "C" __global__ void __launch_bounds__(256) rocke_bwd_worklist_gfx942_bm32bn32_bshd_ws0_full_c0_wg256(int* __restrict__ weights, int* __restrict__ offsets, int seqlen_q, int seqlen_k, int batch) {
  __shared__ int scan[256];
  const int tid = threadIdx.x;
  const int nb = batch < 0 ? 0 : batch;
  // chunks of 256 sequences, counted without overflow for any batch < 2^31
  const int nch = (nb >> 8) + ((nb & 255) != 0);
  int carry = 0;
  for (int ci = 0; ci < nch; ++ci) {
    const int bi = (ci << 8) + tid;
    const bool in = bi < nb;
    int w = 0;
    if (in) {
      // main's decode of both sides for sequence bi
  const int q_tok0 = bi * seqlen_q;

  const int kv_tok0 = bi * seqlen_k;

      const int lq = seqlen_q;
      const int lk = seqlen_k;
      if (lq > 0 && lk > 0) {
        const int nq = ((lq - 1) >> 5) + 1;
        const int nk = ((lk - 1) >> 5) + 1;
        w = nq * nk;
      }
      weights[bi] = w;
    }
    // inclusive Hillis-Steele scan of the chunk's weights
    scan[tid] = w;
    __syncthreads();
    int x = w;
    for (int sh = 1; sh < 256; sh <<= 1) {
      const int y = tid >= sh ? scan[tid - sh] : 0;
      __syncthreads();
      x += y;
      scan[tid] = x;
      __syncthreads();
    }
    const int total = scan[255];
    if (in) offsets[bi] = carry + (x - w);
    carry += total;
    __syncthreads();
  }
  if (tid == 0) offsets[nb] = carry;
}

extern "C" hipError_t rocke_launch_rocke_bwd_worklist_gfx942_bm32bn32_bshd_ws0_full_c0_wg256(int* __restrict__ weights, int* __restrict__ offsets, int seqlen_q, int seqlen_k, int batch, hipStream_t stream) {
  hipLaunchKernelGGL(rocke_bwd_worklist_gfx942_bm32bn32_bshd_ws0_full_c0_wg256, dim3(1), dim3(256), 0, stream, weights, offsets, seqlen_q, seqlen_k, batch);
  return hipGetLastError();
}
