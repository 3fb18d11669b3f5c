// rocke attention_bwd_validate gfx942.thd.kvthd.p16.wg256 hip
// generated from templates/attention_bwd_validate.hip.j2; do not edit
#include <hip/hip_runtime.h>

extern "C" __global__ void __launch_bounds__(256) rocke_bwd_validate_gfx942_thd_kvthd_p16_wg256(int* __restrict__ status, int* __restrict__ bad_count, const int* __restrict__ cu_seqlens_q, int total_q, int max_seqlen_q, const int* __restrict__ cu_seqlens_k, int total_k, int max_seqlen_k, int batch) {
  __shared__ int scan_q[256];
  __shared__ int scan_kv[256];
  __shared__ int count[256];
  const int tid = threadIdx.x;
  const int nb = batch < 0 ? 0 : batch;
  // chunks of 256 sequences, counted without overflow for any batch < 2^31
  const int nch = (nb >> 8) + ((nb & 255) != 0);
  int bad = 0;
  int q_carry = 0;
  int kv_carry = 0;
  for (int ci = 0; ci < nch; ++ci) {
    const int bi = (ci << 8) + tid;
    const bool in = bi < nb;
    int q_t0 = 0, q_w = 0, q_end = 0;
    int kv_t0 = 0, kv_w = 0, kv_end = 0;
    if (in) {
      // the guard's compares (common/hip.j2 decode); the end joins the prefix maximum only
      // when the guard keeps the sequence and it is non-empty
      q_t0 = cu_seqlens_q[bi];
      const int q_t1 = cu_seqlens_q[bi + 1];
      const int q_len = (int)((unsigned)q_t1 - (unsigned)q_t0);
      q_w = (q_t0 < 0 ? 1 : 0) | (q_t1 < q_t0 ? 2 : 0) |
             (q_t1 > total_q ? 4 : 0) | (q_len > max_seqlen_q ? 8 : 0);
      q_end = q_w == 0 && q_len > 0 ? q_t1 : 0;
      // the guard's compares (common/hip.j2 decode); the end joins the prefix maximum only
      // when the guard keeps the sequence and it is non-empty
      kv_t0 = cu_seqlens_k[bi];
      const int kv_t1 = cu_seqlens_k[bi + 1];
      const int kv_len = (int)((unsigned)kv_t1 - (unsigned)kv_t0);
      kv_w = (kv_t0 < 0 ? 256 : 0) | (kv_t1 < kv_t0 ? 512 : 0) |
             (kv_t1 > total_k ? 1024 : 0) | (kv_len > max_seqlen_k ? 2048 : 0);
      kv_end = kv_w == 0 && kv_len > 0 ? kv_t1 : 0;
    }
    // inclusive Hillis-Steele max-scan of the ends, the sides together
    scan_q[tid] = q_end;
    int q_x = q_end;
    scan_kv[tid] = kv_end;
    int kv_x = kv_end;
    __syncthreads();
    for (int sh = 1; sh < 256; sh <<= 1) {
      const int from = tid >= sh ? tid - sh : tid;
      const int q_y = tid >= sh ? scan_q[from] : 0;
      const int kv_y = tid >= sh ? scan_kv[from] : 0;
      __syncthreads();
      q_x = q_y > q_x ? q_y : q_x;
      scan_q[tid] = q_x;
      kv_x = kv_y > kv_x ? kv_y : kv_x;
      scan_kv[tid] = kv_x;
      __syncthreads();
    }
    int st = 0;
    {
      // the earlier sequences' largest end: the scan at tid - 1 (none at tid 0) and the carry
      const int pl = scan_q[tid > 0 ? tid - 1 : 0];
      const int pe = tid > 0 ? pl : 0;
      const int pm = q_carry > pe ? q_carry : pe;
      const int tot = scan_q[255];
      q_carry = tot > q_carry ? tot : q_carry;
      // overlap: kept and non-empty (end > 0), starting below an earlier kept sequence's end
      st |= q_w | (q_end > 0 && q_t0 < pm ? 16 : 0);
    }
    {
      // the earlier sequences' largest end: the scan at tid - 1 (none at tid 0) and the carry
      const int pl = scan_kv[tid > 0 ? tid - 1 : 0];
      const int pe = tid > 0 ? pl : 0;
      const int pm = kv_carry > pe ? kv_carry : pe;
      const int tot = scan_kv[255];
      kv_carry = tot > kv_carry ? tot : kv_carry;
      // overlap: kept and non-empty (end > 0), starting below an earlier kept sequence's end
      st |= kv_w | (kv_end > 0 && kv_t0 < pm ? 4096 : 0);
    }
    if (in) status[bi] = st;
    bad += st != 0;
    // every work-item has read the scans before the next chunk overwrites them
    __syncthreads();
  }
  // the bad sequences: an inclusive add-scan of the per-work-item counts, its last element
  count[tid] = bad;
  __syncthreads();
  int cx = bad;
  for (int sh = 1; sh < 256; sh <<= 1) {
    const int cy = tid >= sh ? count[tid - sh] : 0;
    __syncthreads();
    cx += cy;
    count[tid] = cx;
    __syncthreads();
  }
  if (tid == 0) bad_count[0] = count[255];
}

extern "C" hipError_t rocke_launch_rocke_bwd_validate_gfx942_thd_kvthd_p16_wg256(int* __restrict__ status, int* __restrict__ bad_count, const int* __restrict__ cu_seqlens_q, int total_q, int max_seqlen_q, const int* __restrict__ cu_seqlens_k, int total_k, int max_seqlen_k, int batch, hipStream_t stream) {
  hipLaunchKernelGGL(rocke_bwd_validate_gfx942_thd_kvthd_p16_wg256, dim3(1), dim3(256), 0, stream, status, bad_count, cu_seqlens_q, total_q, max_seqlen_q, cu_seqlens_k, total_k, max_seqlen_k, batch);
  return hipGetLastError();
}
