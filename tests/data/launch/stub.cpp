// A recording stub of the HIP module API (tests/test_launch_cpp.py): every call the generated
// launch path makes is printed, one line each, instead of reaching a GPU; and a driver that
// plans each problem read from stdin ("ARCH key=value ...") with fixed tensor and workspace
// addresses, prints the plan, and launches it through the stub.
#include <hip/hip_runtime_api.h>

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <sstream>
#include <string>

#include "rocke_launch.h"

struct ihipModule_t { std::string path; };
struct ihipModuleSymbol_t { std::string name; };

hipError_t hipModuleLoad(hipModule_t* module, const char* fname) {
  std::printf("LOAD %s\n", fname);
  if (std::strncmp(fname, "MISSING/", 8) == 0) return hipErrorFileNotFound;
  *module = new ihipModule_t{fname};
  return hipSuccess;
}

hipError_t hipModuleGetFunction(hipFunction_t* function, hipModule_t, const char* kname) {
  *function = new ihipModuleSymbol_t{kname};
  return hipSuccess;
}

hipError_t hipMemsetAsync(void* dst, int value, size_t sizeBytes, hipStream_t) {
  std::printf("MEMSET %llu %d %zu\n", (unsigned long long)(std::uintptr_t)dst, value, sizeBytes);
  return hipSuccess;
}

hipError_t hipModuleLaunchKernel(hipFunction_t f, unsigned gx, unsigned gy, unsigned gz,
                                 unsigned bx, unsigned by, unsigned bz, unsigned shared,
                                 hipStream_t, void** params, void** extra) {
  if (params) return hipErrorInvalidValue;  // the launch path passes its kernarg buffer whole
  void* buf = nullptr;
  size_t size = 0;
  for (int i = 0; extra[i] != HIP_LAUNCH_PARAM_END; i += 2) {
    if (extra[i] == HIP_LAUNCH_PARAM_BUFFER_POINTER) buf = extra[i + 1];
    if (extra[i] == HIP_LAUNCH_PARAM_BUFFER_SIZE) size = *(size_t*)extra[i + 1];
  }
  std::printf("LAUNCH %s %u %u %u %u %u %u %u ", f->name.c_str(), gx, gy, gz, bx, by, bz,
              shared);
  for (size_t i = 0; i < size; ++i) std::printf("%02x", ((unsigned char*)buf)[i]);
  std::printf("\n");
  return hipSuccess;
}

int main() {
  std::string line;
  void* tensors[rocke_bwd::T_COUNT];
  for (int i = 0; i < rocke_bwd::T_COUNT; ++i)
    tensors[i] = (void*)(std::uintptr_t)(0x10000000ull * (i + 1));
  void* workspace = (void*)(std::uintptr_t)0x7f0000000000ull;
  while (std::getline(std::cin, line)) {
    std::istringstream in(line);
    std::string arch, kv;
    in >> arch;
    // "!ARCH": the code objects are not there (the stub's loads fail), loaded up front
    const bool missing = arch[0] == '!';
    if (missing) arch = arch.substr(1);
    rocke_bwd::Problem p;
    while (in >> kv) {
      auto eq = kv.find('=');
      std::string k = kv.substr(0, eq), text = kv.substr(eq + 1);
      // integers read whole (a workspace_limit past 2^53 is not a double's)
      long long n = text.find_first_of(".eEn") == std::string::npos ? std::stoll(text) : 0;
      double v = std::stod(text);
#define F(name) else if (k == #name) p.name = (decltype(p.name))v;
      if (false) {}
      F(thd) F(bf16) F(batch) F(heads_q) F(heads_kv) F(head_dim) F(head_dim_v) F(seqlen_q)
      F(seqlen_k) F(total_q) F(total_k) F(max_seqlen_q) F(max_seqlen_k) F(cu_seqlens_q_len)
      F(cu_seqlens_k_len) F(causal) F(align_tl) F(window_left) F(window_right) F(page_size)
      F(num_pages) F(max_pages) F(deterministic) F(scale)
      else if (k == "workspace_limit") p.workspace_limit = n;
      else { std::printf("BADKEY %s\n", k.c_str()); return 3; }
#undef F
    }
    static rocke_bwd::Plan plan;
    if (rocke_bwd::plan(p, arch.c_str(), tensors, workspace, &plan) != 0) {
      std::printf("ERROR %s\nEND\n", plan.error);
      continue;
    }
    std::printf("PLAN %s %zu\n", plan.chain, plan.workspace_bytes);
    for (int i = 0; i < plan.n_workspaces; ++i)
      std::printf("WS %s %zu %zu %d\n", plan.workspaces[i].name, plan.workspaces[i].offset,
                  plan.workspaces[i].bytes, plan.workspaces[i].zero);
    if (missing && rocke_bwd::load(plan, "MISSING") != hipSuccess)
      std::printf("FAILED %s\n", rocke_bwd::last_error());
    else if (rocke_bwd::launch(plan, workspace, "OBJ", nullptr) != hipSuccess)
      std::printf("FAILED %s\n", rocke_bwd::last_error());
    std::printf("END\n");
  }
  return 0;
}
