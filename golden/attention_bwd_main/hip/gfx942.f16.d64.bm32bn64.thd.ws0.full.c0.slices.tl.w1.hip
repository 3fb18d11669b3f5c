// rocke attention_bwd_main gfx942.f16.d64.bm32bn64.thd.ws0.full.c0.slices.tl.w1 hip
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

extern "C" __global__ void __launch_bounds__(256) rocke_bwd_main_gfx942_f16_d64_bm32bn64_thd_ws0_full_c0_slices_tl_w1(const _Float16* __restrict__ q, const _Float16* __restrict__ k, const _Float16* __restrict__ v, const _Float16* __restrict__ dout, const float* __restrict__ lse, const float* __restrict__ delta, _Float16* __restrict__ dk, _Float16* __restrict__ dv, float* __restrict__ dq_ws, const int* __restrict__ cu_seqlens_q, int total_q, const int* __restrict__ cu_seqlens_k, int total_k, int max_seqlen_q, int max_seqlen_k, int ws_rows, int num_heads_q, int num_heads_kv, float scale, int window_left, int window_right) {
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

  const int n0 = tile * 64;
  const bool kv_live = n0 < kv_len;
  const int group = num_heads_kv > 0 ? num_heads_q / num_heads_kv : 0;
  if (group < 1) return;
  const int dlk = kv_len - q_len;
  const float sl2 = scale * 1.44269502f;
  __shared__ __attribute__((aligned(16))) _Float16 k_s[4608];
  __shared__ __attribute__((aligned(16))) _Float16 v_s[4608];
  __shared__ __attribute__((aligned(16))) _Float16 q_s[2048];
  __shared__ __attribute__((aligned(16))) _Float16 do_s[2048];
  __shared__ float pds[2080];
  __shared__ float lse_s[32];
  __shared__ float dl_s[32];
  if (kv_live) {
    rocke_tile_to_lds<64, 72, 64, 256>(k_s, k, kv_tok0, n0, kv_len, num_heads_kv, h, tid);
    rocke_tile_to_lds<64, 72, 64, 256>(v_s, v, kv_tok0, n0, kv_len, num_heads_kv, h, tid);
  }
  // phase A micro-tile: rows pa_ri + a*8, columns pa_cj + b*32
  const int pa_cj = tid & 31;
  const int pa_ri = tid >> 5;
  const int pb_j = tid >> 2;
  const int pb_col = (tid & 3) * 16;
  const int pc_i = tid >> 3;
  const int pc_col = (tid & 7) * 8;
  float dk_acc[16] = {};
  float dv_acc[16] = {};
  for (int g = 0; g < group; ++g) {
    const int hq = h * group + g;
    const long long lb = (long long)hq * total_q + q_tok0;

    for (int m0 = 0; m0 < q_len; m0 += 32) {
      const int endc = m0 + 32 < q_len ? m0 + 32 : q_len;
      const int lastk = n0 + (kv_len - n0 < 64 ? kv_len - n0 : 64) - 1;
      const bool visit = kv_live && n0 <= endc - 1 + ((unsigned)window_right < 536870912u ? window_right : 536870912) && m0 + (-((unsigned)window_left < 536870912u ? window_left : 536870912)) <= lastk;
      float dq_acc[8] = {};
      if (visit) {
        rocke_tile_to_lds<32, 64, 64, 256>(q_s, q, q_tok0, m0, q_len, num_heads_q, hq, tid);
        rocke_tile_to_lds<32, 64, 64, 256>(do_s, dout, q_tok0, m0, q_len, num_heads_q, hq, tid);
        if (tid < 32) {
          const bool ok = m0 + tid < q_len;
          lse_s[tid] = ok ? lse[lb + m0 + tid] * 1.44269502f : 0.0f;
          dl_s[tid] = ok ? delta[lb + m0 + tid] : 0.0f;
        }
        __syncthreads();
        float s[4][2] = {};
        float dp[4][2] = {};
        for (int c = 0; c < 64; ++c) {
#pragma unroll
          for (int a = 0; a < 4; ++a) {
            const int i = pa_ri + a * 8;
            const float qf = (float)q_s[i * 64 + c];
            const float of = (float)do_s[i * 64 + c];
#pragma unroll
            for (int bb = 0; bb < 2; ++bb) {
              const int j = pa_cj + bb * 32;
              s[a][bb] = __builtin_fmaf(qf, (float)k_s[j * 72 + c], s[a][bb]);
              dp[a][bb] = __builtin_fmaf(of, (float)v_s[j * 72 + c], dp[a][bb]);
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
            keep = keep && n0 + j <= m0 + i + ((unsigned)window_right < 536870912u ? window_right : 536870912) && n0 + j >= m0 + i + (-((unsigned)window_left < 536870912u ? window_left : 536870912));
            const float p = rocke_p(s[a][bb], sl2, lse_s[i], keep);
            ds[a][bb] = p * (dp[a][bb] - dl_s[i]);
            pds[i * 65 + j] = p;
          }
        }
        __syncthreads();
        for (int i = 0; i < 32; ++i) {
          const float p = pds[i * 65 + pb_j];
#pragma unroll
          for (int w = 0; w < 16; ++w)
            dv_acc[w] = __builtin_fmaf(p, (float)do_s[i * 64 + pb_col + w], dv_acc[w]);
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
          for (int w = 0; w < 16; ++w)
            dk_acc[w] = __builtin_fmaf(x, (float)q_s[i * 64 + pb_col + w], dk_acc[w]);
        }
        for (int j = 0; j < 64; ++j) {
          const float x = pds[pc_i * 65 + j];
#pragma unroll
          for (int w = 0; w < 8; ++w)
            dq_acc[w] = __builtin_fmaf(x, (float)k_s[j * 72 + pc_col + w], dq_acc[w]);
        }
#pragma unroll
        for (int w = 0; w < 8; ++w)
          dq_acc[w] *= scale;
        __syncthreads();
      }
      // slice rows [0, len_q): this pair's dQ, or zeros where it was not visited
      if (m0 + pc_i < q_len) {
        const int wrow = q_tok0 + m0 + pc_i;
        const long long o = (long long)tile * ws_rows * num_heads_q * 64
                            + ((long long)(wrow) * num_heads_q + hq) * 64 + pc_col;
#pragma unroll
        for (int w = 0; w < 8; ++w)
          dq_ws[o + w] = dq_acc[w];
      }
    }
  }
  if (kv_live && n0 + pb_j < kv_len) {
    const long long o = ((long long)(kv_tok0 + n0 + pb_j) * num_heads_kv + h) * 64 + pb_col;
#pragma unroll
    for (int w = 0; w < 16; ++w) {
      dk[o + w] = (_Float16)(dk_acc[w] * scale);
      dv[o + w] = (_Float16)dv_acc[w];
    }
  }
}

extern "C" hipError_t rocke_launch_rocke_bwd_main_gfx942_f16_d64_bm32bn64_thd_ws0_full_c0_slices_tl_w1(const _Float16* __restrict__ q, const _Float16* __restrict__ k, const _Float16* __restrict__ v, const _Float16* __restrict__ dout, const float* __restrict__ lse, const float* __restrict__ delta, _Float16* __restrict__ dk, _Float16* __restrict__ dv, float* __restrict__ dq_ws, const int* __restrict__ cu_seqlens_q, int total_q, const int* __restrict__ cu_seqlens_k, int total_k, int max_seqlen_q, int max_seqlen_k, int ws_rows, int num_heads_q, int num_heads_kv, float scale, int window_left, int window_right, int batch, hipStream_t stream) {
  const dim3 grid((max_seqlen_k + 63) / 64, num_heads_kv, batch);
  hipLaunchKernelGGL(rocke_bwd_main_gfx942_f16_d64_bm32bn64_thd_ws0_full_c0_slices_tl_w1, grid, dim3(256), 0, stream, q, k, v, dout, lse, delta, dk, dv, dq_ws, cu_seqlens_q, total_q, cu_seqlens_k, total_k, max_seqlen_q, max_seqlen_k, ws_rows, num_heads_q, num_heads_kv, scale, window_left, window_right);
  return hipGetLastError();
}
