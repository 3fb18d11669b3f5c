// rocke attention_bwd_worklist gfx942.bm32bn32.thd.ws1.full.c0.wg256 hip
// generated from templates/attention_bwd_worklist.hip.j2; do not edit
#include <hip/hip_runtime.h>

extern "C" __global__ void __launch_bounds__(256) rocke_bwd_worklist_gfx942_bm32bn32_thd_ws1_full_c0_wg256(int* __restrict__ weights, int* __restrict__ offsets, const int* __restrict__ cu_seqlens_q, int total_q, const int* __restrict__ cu_seqlens_k, int total_k, int max_seqlen_q, int max_seqlen_k, int batch) {
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
  int q_tok0 = cu_seqlens_q[bi];
  const int q_tok1 = cu_seqlens_q[bi + 1];
  int q_len = (int)((unsigned)q_tok1 - (unsigned)q_tok0);
  const bool q_bad = q_tok0 < 0 || q_tok1 < q_tok0 || q_tok1 > total_q || q_len > max_seqlen_q;
  if (q_bad) {
    q_tok0 = 0;
    q_len = 0;
  }

  int kv_tok0 = cu_seqlens_k[bi];
  const int kv_tok1 = cu_seqlens_k[bi + 1];
  int kv_len = (int)((unsigned)kv_tok1 - (unsigned)kv_tok0);
  const bool kv_bad = kv_tok0 < 0 || kv_tok1 < kv_tok0 || kv_tok1 > total_k || kv_len > max_seqlen_k;
  if (kv_bad) {
    kv_tok0 = 0;
    kv_len = 0;
  }

      const int lq = q_len;
      const int lk = kv_len;
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

extern "C" hipError_t rocke_launch_rocke_bwd_worklist_gfx942_bm32bn32_thd_ws1_full_c0_wg256(int* __restrict__ weights, int* __restrict__ offsets, const int* __restrict__ cu_seqlens_q, int total_q, const int* __restrict__ cu_seqlens_k, int total_k, int max_seqlen_q, int max_seqlen_k, int batch, hipStream_t stream) {
  hipLaunchKernelGGL(rocke_bwd_worklist_gfx942_bm32bn32_thd_ws1_full_c0_wg256, dim3(1), dim3(256), 0, stream, weights, offsets, cu_seqlens_q, total_q, cu_seqlens_k, total_k, max_seqlen_q, max_seqlen_k, batch);
  return hipGetLastError();
}
