// rocke attention_bwd_unified_main gfx942.bf16.d128.bm32bn64.p16.thd.ws1.full.c0 hip
// generated from templates/attention_bwd_unified_main.hip.j2; do not edit
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

// paged K/V: logical row r of the sequence whose block_table row is bt
template <int PS>
__device__ inline int rocke_page_row(const int* __restrict__ bt, int r) {
  return bt[r / PS] * PS + r % PS;
}

template <int ROWS, int LS, int D, int WG, int PS>
__device__ inline void rocke_paged_tile_to_lds(__bf16* lds, const __bf16* __restrict__ src,
                                               const int* __restrict__ bt, int r0, int len,
                                               int heads, int head, int tid) {
  for (int x = tid; x < ROWS * D; x += WG) {
    const int i = x / D;
    const int c = x % D;
    const int r = r0 + i;
    __bf16 val = (__bf16)0.0f;
    if (r < len)
      val = src[((long long)rocke_page_row<PS>(bt, r) * heads + head) * D + c];
    lds[i * LS + c] = val;
  }
}

__device__ inline float rocke_p(float s, float sl2, float lse2, bool keep) {
  const float e = __builtin_exp2f(__builtin_fmaf(s, sl2, -lse2));
  return (keep && lse2 != -__builtin_inff()) ? e : 0.0f;
}

extern "C" __global__ void __launch_bounds__(256) rocke_bwd_unified_gfx942_bf16_d128_bm32bn64_p16_thd_ws1_full_c0(const __bf16* __restrict__ q, const __bf16* __restrict__ k, const __bf16* __restrict__ v, const __bf16* __restrict__ dout, const float* __restrict__ lse, const float* __restrict__ delta, __bf16* __restrict__ dk, __bf16* __restrict__ dv, float* __restrict__ dq_ws, const int* __restrict__ block_table, const int* __restrict__ seqlens_k, const int* __restrict__ cu_seqlens_q, int total_q, int max_seqlen_q, int max_seqlen_k, int num_pages, int max_pages, int num_heads_q, int num_heads_kv, float scale) {
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

  int kv_len = seqlens_k[b];
  const int kv_np = (kv_len >> 4) + ((kv_len & 15) != 0);
  if (kv_len < 0 || kv_np > max_pages || kv_len > max_seqlen_k)
    kv_len = 0;
  const int* __restrict__ bt = block_table + (long long)b * max_pages;
  const int n0 = tile * 64;
  bool kv_live = n0 < kv_len;
  if (kv_live) {
  for (int pg = 0; pg < 4; ++pg) {
    const int p = (n0 >> 4) + pg;
    if ((p << 4) < kv_len && (bt[p] < 0 || bt[p] >= num_pages))
      kv_live = false;
  }
  }
  if (!kv_live) return;
  const int group = num_heads_kv > 0 ? num_heads_q / num_heads_kv : 0;
  if (group < 1) return;
  const int dlk = kv_len - q_len;
  const float sl2 = scale * 1.44269502f;
  __shared__ __attribute__((aligned(16))) __bf16 k_s[8704];
  __shared__ __attribute__((aligned(16))) __bf16 v_s[8704];
  __shared__ __attribute__((aligned(16))) __bf16 q_s[4096];
  __shared__ __attribute__((aligned(16))) __bf16 do_s[4096];
  __shared__ float pds[2080];
  __shared__ float lse_s[32];
  __shared__ float dl_s[32];
  if (kv_live) {
    rocke_paged_tile_to_lds<64, 136, 128, 256, 16>(k_s, k, bt, n0, kv_len, num_heads_kv, h, tid);
    rocke_paged_tile_to_lds<64, 136, 128, 256, 16>(v_s, v, bt, n0, kv_len, num_heads_kv, h, tid);
  }
  // phase A micro-tile: rows pa_ri + a*8, columns pa_cj + b*32
  const int pa_cj = tid & 31;
  const int pa_ri = tid >> 5;
  const int pb_j = tid >> 2;
  const int pb_col = (tid & 3) * 32;
  const int pc_i = tid >> 3;
  const int pc_col = (tid & 7) * 16;
  float dk_acc[32] = {};
  float dv_acc[32] = {};
  for (int g = 0; g < group; ++g) {
    const int hq = h * group + g;
    const long long lb = (long long)hq * total_q + q_tok0;

    for (int m0 = 0; m0 < q_len; m0 += 32) {
      const bool visit = kv_live;
      float dq_acc[16] = {};
      if (visit) {
        rocke_tile_to_lds<32, 128, 128, 256>(q_s, q, q_tok0, m0, q_len, num_heads_q, hq, tid);
        rocke_tile_to_lds<32, 128, 128, 256>(do_s, dout, q_tok0, m0, q_len, num_heads_q, hq, tid);
        if (tid < 32) {
          const bool ok = m0 + tid < q_len;
          lse_s[tid] = ok ? lse[lb + m0 + tid] * 1.44269502f : 0.0f;
          dl_s[tid] = ok ? delta[lb + m0 + tid] : 0.0f;
        }
        __syncthreads();
        float s[4][2] = {};
        float dp[4][2] = {};
        for (int c = 0; c < 128; ++c) {
#pragma unroll
          for (int a = 0; a < 4; ++a) {
            const int i = pa_ri + a * 8;
            const float qf = (float)q_s[i * 128 + c];
            const float of = (float)do_s[i * 128 + c];
#pragma unroll
            for (int bb = 0; bb < 2; ++bb) {
              const int j = pa_cj + bb * 32;
              s[a][bb] = __builtin_fmaf(qf, (float)k_s[j * 136 + c], s[a][bb]);
              dp[a][bb] = __builtin_fmaf(of, (float)v_s[j * 136 + c], dp[a][bb]);
            }
          }
        }
        float ds[4][2];
#pragma unroll
        for (int a = 0; a < 4; ++a) {
          const int i = pa_ri + a * 8;
#pragma unroll
          for (int bb = 0; bb < 2; ++bb) {
            const int j = pa_cj + bb * 32;
            bool keep = m0 + i < q_len && n0 + j < kv_len;
            const float p = rocke_p(s[a][bb], sl2, lse_s[i], keep);
            ds[a][bb] = p * (dp[a][bb] - dl_s[i]);
            pds[i * 65 + j] = p;
          }
        }
        __syncthreads();
        for (int i = 0; i < 32; ++i) {
          const float p = pds[i * 65 + pb_j];
#pragma unroll
          for (int w = 0; w < 32; ++w)
            dv_acc[w] = __builtin_fmaf(p, (float)do_s[i * 128 + pb_col + w], dv_acc[w]);
        }
        __syncthreads();
#pragma unroll
        for (int a = 0; a < 4; ++a)
#pragma unroll
          for (int bb = 0; bb < 2; ++bb)
            pds[(pa_ri + a * 8) * 65 + pa_cj + bb * 32] = ds[a][bb];
        __syncthreads();
        for (int i = 0; i < 32; ++i) {
          const float x = pds[i * 65 + pb_j];
#pragma unroll
          for (int w = 0; w < 32; ++w)
            dk_acc[w] = __builtin_fmaf(x, (float)q_s[i * 128 + pb_col + w], dk_acc[w]);
        }
        for (int j = 0; j < 64; ++j) {
          const float x = pds[pc_i * 65 + j];
#pragma unroll
          for (int w = 0; w < 16; ++w)
            dq_acc[w] = __builtin_fmaf(x, (float)k_s[j * 136 + pc_col + w], dq_acc[w]);
        }
#pragma unroll
        for (int w = 0; w < 16; ++w)
          dq_acc[w] *= scale;
        if (m0 + pc_i < q_len) {
          const int wrow = b * max_seqlen_q + m0 + pc_i;
          const long long o = ((long long)(wrow) * num_heads_q + hq) * 128 + pc_col;
#pragma unroll
          for (int w = 0; w < 16; ++w)
            atomicAdd(&dq_ws[o + w], dq_acc[w]);
        }
        __syncthreads();
      }
    }
  }
  if (kv_live && n0 + pb_j < kv_len) {
    const long long o = ((long long)(rocke_page_row<16>(bt, n0 + pb_j)) * num_heads_kv + h) * 128 + pb_col;
#pragma unroll
    for (int w = 0; w < 32; ++w) {
      dk[o + w] = (__bf16)(dk_acc[w] * scale);
      dv[o + w] = (__bf16)dv_acc[w];
    }
  }
}

extern "C" hipError_t rocke_launch_rocke_bwd_unified_gfx942_bf16_d128_bm32bn64_p16_thd_ws1_full_c0(const __bf16* __restrict__ q, const __bf16* __restrict__ k, const __bf16* __restrict__ v, const __bf16* __restrict__ dout, const float* __restrict__ lse, const float* __restrict__ delta, __bf16* __restrict__ dk, __bf16* __restrict__ dv, float* __restrict__ dq_ws, const int* __restrict__ block_table, const int* __restrict__ seqlens_k, const int* __restrict__ cu_seqlens_q, int total_q, int max_seqlen_q, int max_seqlen_k, int num_pages, int max_pages, int num_heads_q, int num_heads_kv, float scale, int batch, hipStream_t stream) {
  const dim3 grid((max_seqlen_k + 63) / 64, num_heads_kv, batch);
  hipLaunchKernelGGL(rocke_bwd_unified_gfx942_bf16_d128_bm32bn64_p16_thd_ws1_full_c0, grid, dim3(256), 0, stream, q, k, v, dout, lse, delta, dk, dv, dq_ws, block_table, seqlens_k, cu_seqlens_q, total_q, max_seqlen_q, max_seqlen_k, num_pages, max_pages, num_heads_q, num_heads_kv, scale);
  return hipGetLastError();
}
