// attention_bwd_convert: an independent C++ twin of the Python engine's emitter.
//
// It writes, byte for byte, the .ll text that `rocke emit --family attention_bwd_convert`
// produces, without reading the Jinja templates or running Python: the config list, the
// refusal rule, the ABI, the THD guard decision and the IR text are all written here again,
// from the contract (configs/attention_bwd_convert.yaml, rocke_cli/{targets,abi,guard}.py,
// rocke_cli/families/{base,convert}.py, templates/attention_bwd_convert.ll.j2).
// `rocke check-native` holds it against the goldens; when the template changes, this must too.
//
// Protocol (docs/design.md §8):
//   attention_bwd_convert INDEX FLAVOR   .ll on stdout, exit 0; refused: exit 1, stdout empty;
//                                        INDEX >= count: exit 2, "unknown config"
//   attention_bwd_convert --batch FLAVOR `IDX <i> <rc> <len>\n<bytes>\n` per index, `END <n>\n`
//   bad usage: exit 64.

#include <algorithm>
#include <cstdio>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace {

using std::string;
using Values = std::map<string, string>;  // param name -> value as written in the YAML

// ---------------------------------------------------------------- flavor table (targets.py)

struct Flavor {
    const char* name;
    string datalayout;
    int code_object_version;  // amdhsa_code_object_version module flag
    const char* no_agpr_attr;  // keeps accumulators out of AGPRs: the body has no MFMA
};

// The datalayouts share everything after p1; LLVM 22 adds the mangling mode and p8's index width.
string datalayout(const char* head, const char* p8_tail) {
    return string(head) +
           "-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128" + p8_tail +
           "-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256"
           "-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9";
}

const std::vector<Flavor>& flavors() {
    static const std::vector<Flavor> table = {
        {"llvm20", datalayout("e-p:64:64-p1:64:64", ""), 500, "\"amdgpu-no-agpr\""},
        {"llvm22", datalayout("e-m:e-p:64:64-p1:64:64", ":128:48"), 600,
         "\"amdgpu-agpr-alloc\"=\"0\""},
        // no LLVM 23/24 exists to check against: they keep LLVM 22's spellings for now
        {"llvm23", datalayout("e-m:e-p:64:64-p1:64:64", ":128:48"), 600,
         "\"amdgpu-agpr-alloc\"=\"0\""},
        {"llvm24", datalayout("e-m:e-p:64:64-p1:64:64", ":128:48"), 600,
         "\"amdgpu-agpr-alloc\"=\"0\""},
    };
    return table;
}

const Flavor* find_flavor(const string& name) {
    for (const Flavor& f : flavors())
        if (name == f.name) return &f;
    return nullptr;
}

// ---------------------------------------------------------------- configs (the YAML, expanded)

struct Config {
    string arch, dtype, layout, bounds;
    int head_dim = 0, ws_seg = 0, block_m = 0, wg_size = 0;

    // "{arch}.{dtype}.d{head_dim}.bm{block_m}.{layout}.ws{ws_seg}.{bounds}"
    string id() const {
        return arch + "." + dtype + ".d" + std::to_string(head_dim) + ".bm" +
               std::to_string(block_m) + "." + layout + ".ws" + std::to_string(ws_seg) + "." +
               bounds;
    }
};

// Parameter defaults; every other parameter has none and must be set by the sweep or entry.
const Values kDefaults = {{"ws_seg", "0"}, {"bounds", "full"}, {"block_m", "64"},
                          {"wg_size", "256"}};

Config complete(Values v) {
    for (const auto& [k, dv] : kDefaults) v.emplace(k, dv);  // emplace keeps what was set
    Config c;
    c.arch = v.at("arch");
    c.dtype = v.at("dtype");
    c.layout = v.at("layout");
    c.bounds = v.at("bounds");
    c.head_dim = std::stoi(v.at("head_dim"));
    c.ws_seg = std::stoi(v.at("ws_seg"));
    c.block_m = std::stoi(v.at("block_m"));
    c.wg_size = std::stoi(v.at("wg_size"));
    return c;
}

bool matches(const Values& point, const Values& partial) {
    for (const auto& [k, v] : partial) {
        auto it = point.find(k);
        if (it == point.end() || it->second != v) return false;
    }
    return true;
}

// Sweep: cartesian product in the written axis order (last axis fastest), excludes dropped;
// then the explicit configs, in order. The index of a config is its place in this list.
std::vector<Config> build_configs() {
    const std::vector<std::pair<string, std::vector<string>>> sweep = {
        {"arch", {"gfx942", "gfx950"}}, {"dtype", {"f16", "bf16"}},
        {"head_dim", {"64", "96", "128", "192", "256"}},  {"layout", {"bshd", "thd"}},
        {"ws_seg", {"0", "1"}},         {"bounds", {"full", "legacy"}},
    };
    const std::vector<Values> exclude = {
        {{"layout", "bshd"}, {"ws_seg", "1"}},
        {{"layout", "bshd"}, {"bounds", "legacy"}},
        {{"ws_seg", "0"}, {"bounds", "legacy"}},
    };
    const std::vector<Values> explicit_configs = {
        {{"arch", "gfx942"}, {"dtype", "bf16"}, {"head_dim", "128"}, {"layout", "thd"},
         {"block_m", "128"}},
        {{"arch", "gfx950"}, {"dtype", "f16"}, {"head_dim", "64"}, {"layout", "thd"},
         {"ws_seg", "1"}, {"block_m", "128"}},
        // one pass covers 64 rows at head_dim 64: refused by the family spec
        {{"arch", "gfx942"}, {"dtype", "f16"}, {"head_dim", "64"}, {"layout", "bshd"},
         {"block_m", "32"}},
    };

    std::vector<Config> out;
    std::vector<size_t> pos(sweep.size(), 0);
    for (bool more = true; more;) {
        Values point;
        for (size_t a = 0; a < sweep.size(); ++a) point[sweep[a].first] = sweep[a].second[pos[a]];
        bool dropped = false;
        for (const Values& ex : exclude) dropped = dropped || matches(point, ex);
        if (!dropped) out.push_back(complete(point));
        more = false;  // odometer step
        for (size_t a = sweep.size(); a-- > 0;) {
            if (++pos[a] < sweep[a].second.size()) { more = true; break; }
            pos[a] = 0;
        }
    }
    for (const Values& e : explicit_configs) out.push_back(complete(e));
    return out;
}

// ---------------------------------------------------------------- family spec (base.py, convert.py)

constexpr int kPerThread = 16;  // the most head_dim elements a thread owns in a row

struct Tiling {
    int tpr, tpr_log2, per_thread, rows_per_pass, passes;
};

// The smallest power of two of threads that leaves a thread at most kPerThread elements.
int row_tpr(int d) {
    int tpr = 1;
    while (d > tpr * kPerThread) tpr *= 2;
    return tpr;
}

// block_m rows per workgroup; tpr threads share a row, per_thread elements each; the rows are
// covered in `passes` passes.
Tiling row_tiling(const Config& c) {
    Tiling t;
    t.tpr = row_tpr(c.head_dim);
    t.per_thread = c.head_dim / t.tpr;
    t.tpr_log2 = 0;
    while ((2 << t.tpr_log2) <= t.tpr) ++t.tpr_log2;  // bit_length - 1
    t.rows_per_pass = c.wg_size / t.tpr;
    t.passes = std::max(c.block_m / t.rows_per_pass, 1);
    return t;
}

// Why a config cannot be built, or nothing. Same rule as row_tiling_refusal, then the LDS limit
// (this family plans no LDS, so that check never fires; it is kept to follow FamilySpec.refuse).
std::optional<string> refusal(const Config& c) {
    const int d = c.head_dim, wg = c.wg_size, bm = c.block_m, tpr = row_tpr(d);
    if (d % tpr || (d / tpr) % 4)
        return "head_dim " + std::to_string(d) +
               " does not split into a power-of-two number of work-items of a multiple of 4 "
               "elements (at most " + std::to_string(kPerThread) + ")";
    if (wg % tpr || bm % (wg / tpr))
        return "block_m " + std::to_string(bm) + " is not a multiple of the " +
               std::to_string(wg / tpr) + " rows one pass covers";
    const int lds_total = 0, lds_limit = c.arch == "gfx942" ? 65536 : 163840;
    if (lds_total > lds_limit)
        return "LDS plan needs " + std::to_string(lds_total) + " bytes, over the " + c.arch +
               " limit of " + std::to_string(lds_limit) + " by " +
               std::to_string(lds_total - lds_limit);
    return std::nullopt;
}

// The q side's decode (guard.py plan_seq): which bound guards tok1, and which bounds len.
struct Seq {
    bool thd = false;
    string bound;       // "" : trusted (legacy ABI without one)
    string slot_bound;  // "" : len not bounded (legacy); else max_seqlen_q, the grid's bound
    bool guarded() const { return thd && !bound.empty(); }
    string len() const { return thd ? "q.len" : "seqlen_q"; }
};

Seq plan_q(const Config& c) {
    Seq s;
    if (c.layout != "thd") return s;
    s.thd = true;
    if (c.bounds == "full") {
        s.bound = "total_q";
        // longer than the grid (or its slot): computed by half, so bad: whole or empty
        s.slot_bound = "max_seqlen_q";
    } else if (c.ws_seg != 1) {
        s.bound = "total_q";  // legacy, ws_seg 0: the legacy ABI carried total_q
    }                         // legacy, ws_seg 1: no bound, trusted
    return s;
}

// ---------------------------------------------------------------- IR text, one function per section

const char* ir_elem(const Config& c) { return c.dtype == "bf16" ? "bfloat" : "half"; }

string kernel_name(const Config& c) {
    string n = "rocke_bwd_convert_" + c.id();
    for (char& ch : n)
        if (ch == '.' || ch == '-') ch = '_';
    return n;
}

struct Out {
    string s;
    Out& operator<<(const string& t) { s += t; return *this; }
    Out& operator<<(const char* t) { s += t; return *this; }
    Out& operator<<(int v) { s += std::to_string(v); return *this; }
};

void preamble(Out& o, const Config& c, const Flavor& f) {
    o << "; rocke attention_bwd_convert " << c.id() << " " << f.name << "\n"
      << "; generated from templates/attention_bwd_convert.ll.j2; do not edit\n"
      << "target datalayout = \"" << f.datalayout << "\"\n"
      << "target triple = \"amdgcn-amd-amdhsa\"\n\n";
}

// ABI order (convert.py args): workspace, output, the q decode's arguments, grid/slot bound,
// heads, scale. Pointers are noalias, read-only or write-only as the ABI marks them.
void signature(Out& o, const Config& c, const Seq& q) {
    std::vector<string> params = {"ptr addrspace(1) noalias readonly %dq_ws",
                                  "ptr addrspace(1) noalias writeonly %dq"};
    if (!q.thd) {
        params.push_back("i32 %seqlen_q");
    } else {
        params.push_back("ptr addrspace(1) noalias readonly %cu_seqlens_q");
        if (!q.bound.empty()) params.push_back("i32 %" + q.bound);
        params.push_back("i32 %max_seqlen_q");
    }
    params.push_back("i32 %num_heads_q");
    params.push_back("float %scale");
    o << "define amdgpu_kernel void @" << kernel_name(c) << "(";
    for (size_t i = 0; i < params.size(); ++i) o << (i ? ", " : "") << params[i];
    o << ") #0 {\nentry:\n"
      << "  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n"
      << "  %tile = call i32 @llvm.amdgcn.workgroup.id.x()\n"
      << "  %h = call i32 @llvm.amdgcn.workgroup.id.y()\n"
      << "  %b = call i32 @llvm.amdgcn.workgroup.id.z()\n";
}

// Defines %q.tok0 and (thd) %q.len. A guarded site turns a bad sequence (tok0 < 0, tok1 < tok0,
// tok1 > bound, len > slot bound) into an empty one at token 0, with uniform compares/selects.
void decode_guard(Out& o, const Seq& q) {
    if (!q.thd) {
        o << "  %q.tok0 = mul i32 %b, %seqlen_q\n\n";
        return;
    }
    const string raw = q.guarded() ? ".raw" : "";
    o << "  %q.b1 = add i32 %b, 1\n"
      << "  %q.off0.ptr = getelementptr inbounds i32, ptr addrspace(1) %cu_seqlens_q, i32 %b\n"
      << "  %q.off1.ptr = getelementptr inbounds i32, ptr addrspace(1) %cu_seqlens_q, i32 %q.b1\n"
      << "  %q.tok0" << raw
      << " = load i32, ptr addrspace(1) %q.off0.ptr, align 4, !invariant.load !1\n"
      << "  %q.tok1" << raw
      << " = load i32, ptr addrspace(1) %q.off1.ptr, align 4, !invariant.load !1\n"
      << "  %q.len" << raw << " = sub i32 %q.tok1" << raw << ", %q.tok0" << raw << "\n";
    if (q.guarded()) {
        o << "  %q.bad.neg = icmp slt i32 %q.tok0.raw, 0\n"
          << "  %q.bad.dec = icmp slt i32 %q.tok1.raw, %q.tok0.raw\n"
          << "  %q.bad.past = icmp sgt i32 %q.tok1.raw, %" << q.bound << "\n"
          << "  %q.bad.0 = or i1 %q.bad.neg, %q.bad.dec\n";
        if (!q.slot_bound.empty()) {
            o << "  %q.bad.long = icmp sgt i32 %q.len.raw, %" << q.slot_bound << "\n"
              << "  %q.bad.1 = or i1 %q.bad.0, %q.bad.long\n"
              << "  %q.bad = or i1 %q.bad.1, %q.bad.past\n";
        } else {
            o << "  %q.bad = or i1 %q.bad.0, %q.bad.past\n";
        }
        o << "  %q.tok0 = select i1 %q.bad, i32 0, i32 %q.tok0.raw\n"
          << "  %q.len = select i1 %q.bad, i32 0, i32 %q.len.raw\n";
    }
    o << "\n";
}

// The first element of this thread's slice: a shift where per_thread is a power of two.
string col_line(const Tiling& t) {
    const int per = t.per_thread;
    if (per & (per - 1)) return "  %col = mul i32 %part, " + std::to_string(per) + "\n";
    int sh = 0;
    while ((2 << sh) <= per) ++sh;
    return "  %col = shl i32 %part, " + std::to_string(sh) + "\n";
}

// Tile liveness, then this thread's row/column within a pass and the splatted scale.
void body_setup(Out& o, const Config& c, const Tiling& t, const Seq& q) {
    o << "  %m0 = mul i32 %tile, " << c.block_m << "\n"
      << "  %live = icmp slt i32 %m0, %" << q.len() << "\n"
      << "  br i1 %live, label %body, label %exit\n\n"
      << "body:\n"
      << "  %row.in = lshr i32 %tid, " << t.tpr_log2 << "\n"
      << "  %part = and i32 %tid, " << (t.tpr - 1) << "\n"
      << col_line(t)
      << "  %col64 = zext i32 %col to i64\n"
      << "  %sc.0 = insertelement <4 x float> poison, float %scale, i32 0\n"
      << "  %sc = shufflevector <4 x float> %sc.0, <4 x float> poison, <4 x i32> zeroinitializer\n"
      << "  br label %pass0\n";
}

// Element offset (i64) of [row, h, col] in a [rows, Hq, D] tensor: row*Hq+h in i64 (it
// passes 2^31 at 16.8M tokens of 128 heads).
void elem_offset(Out& o, const string& n, const string& row, int head_dim) {
    o << "  %" << n << ".r64 = sext i32 %" << row << " to i64\n"
      << "  %" << n << ".h64 = sext i32 %num_heads_q to i64\n"
      << "  %" << n << ".hh64 = sext i32 %h to i64\n"
      << "  %" << n << ".rh = mul nsw i64 %" << n << ".r64, %" << n << ".h64\n"
      << "  %" << n << ".rhh = add nsw i64 %" << n << ".rh, %" << n << ".hh64\n"
      << "  %" << n << ".base = mul i64 %" << n << ".rhh, " << head_dim << "\n"
      << "  %" << n << ".off = add i64 %" << n << ".base, %col64\n";
}

// One pass: rows [p*rows_per_pass, ...) of the tile; each live row converts per_thread elements
// in <4 x float> -> <4 x elem> chunks. The workspace row is the token row (ws_seg 0) or the
// row in the sequence's slot of max_seqlen_q rows (ws_seg 1).
void pass(Out& o, const Config& c, const Tiling& t, const Seq& q, int p) {
    const string P = std::to_string(p), e = ir_elem(c);
    o << "\npass" << P << ":\n"
      << "  %r" << P << " = add i32 %row.in, " << p * t.rows_per_pass << "\n"
      << "  %r" << P << ".s = add i32 %r" << P << ", %m0\n"
      << "  %v" << P << " = icmp slt i32 %r" << P << ".s, %" << q.len() << "\n"
      << "  br i1 %v" << P << ", label %cv" << P << ", label %next" << P << "\n\n"
      << "cv" << P << ":\n"
      << "  %t" << P << " = add i32 %q.tok0, %r" << P << ".s\n";
    string wrow = "t" + P;
    if (c.ws_seg == 1) {
        wrow = "w" + P + ".row";
        o << "  %" << wrow << ".slot0 = mul i32 %b, %max_seqlen_q\n"
          << "  %" << wrow << " = add i32 %" << wrow << ".slot0, %r" << P << ".s\n";
    }
    elem_offset(o, "w" + P, wrow, c.head_dim);
    elem_offset(o, "x" + P, "t" + P, c.head_dim);
    for (int k = 0; k < t.per_thread / 4; ++k) {
        const string K = std::to_string(k), pk = P + "." + K;
        o << "  %w" << P << ".off" << K << " = add i64 %w" << P << ".off, " << 4 * k << "\n"
          << "  %x" << P << ".off" << K << " = add i64 %x" << P << ".off, " << 4 * k << "\n"
          << "  %pw" << pk << " = getelementptr inbounds float, ptr addrspace(1) %dq_ws, i64 %w"
          << P << ".off" << K << "\n"
          << "  %px" << pk << " = getelementptr inbounds " << e << ", ptr addrspace(1) %dq, i64 %x"
          << P << ".off" << K << "\n"
          << "  %a" << pk << " = load <4 x float>, ptr addrspace(1) %pw" << pk << ", align 16\n"
          << "  %s" << pk << " = fmul <4 x float> %a" << pk << ", %sc\n"
          << "  %y" << pk << " = fptrunc <4 x float> %s" << pk << " to <4 x " << e << ">\n"
          << "  store <4 x " << e << "> %y" << pk << ", ptr addrspace(1) %px" << pk
          << ", align 8\n";
    }
    o << "  br label %next" << P << "\n\n"
      << "next" << P << ":\n";
    if (p + 1 < t.passes)
        o << "  br label %pass" << p + 1 << "\n";
    else
        o << "  br label %exit\n";
}

void function_end(Out& o) { o << "\nexit:\n  ret void\n}\n\n"; }

// The shared declaration list (fmuladd included, as every row-wise family declares it).
void declarations(Out& o) {
    o << "declare i32 @llvm.amdgcn.workitem.id.x()\n"
      << "declare i32 @llvm.amdgcn.workgroup.id.x()\n"
      << "declare i32 @llvm.amdgcn.workgroup.id.y()\n"
      << "declare i32 @llvm.amdgcn.workgroup.id.z()\n"
      << "declare float @llvm.fmuladd.f32(float, float, float)\n\n";
}

// Kernel attributes (no implicit inputs used, fixed workgroup size) and the module flags.
void attributes(Out& o, const Config& c, const Flavor& f) {
    const string wg = std::to_string(c.wg_size);
    o << "attributes #0 = { nounwind \"amdgpu-flat-work-group-size\"=\"" << wg << "," << wg
      << "\" \"uniform-work-group-size\"=\"true\""
         " \"denormal-fp-math-f32\"=\"preserve-sign,preserve-sign\""
         " \"amdgpu-no-implicitarg-ptr\" \"amdgpu-no-dispatch-ptr\" \"amdgpu-no-queue-ptr\""
         " \"amdgpu-no-dispatch-id\" \"amdgpu-no-hostcall-ptr\" \"amdgpu-no-heap-ptr\""
         " \"amdgpu-no-multigrid-sync-arg\" \"amdgpu-no-completion-action\""
         " \"amdgpu-no-default-queue\" \"amdgpu-no-lds-kernel-id\" \"amdgpu-no-workitem-id-y\""
         " \"amdgpu-no-workitem-id-z\" "
      << f.no_agpr_attr << " \"target-cpu\"=\"" << c.arch << "\" }\n\n"
      << "!llvm.module.flags = !{!0}\n"
      << "!0 = !{i32 1, !\"amdhsa_code_object_version\", i32 " << f.code_object_version << "}\n"
      << "!1 = !{}\n";
}

// The whole module. Every line is written without trailing spaces and the text ends in exactly
// one newline, which is what the Python render's post-processing guarantees.
string emit(const Config& c, const Flavor& f) {
    const Tiling t = row_tiling(c);
    const Seq q = plan_q(c);
    Out o;
    preamble(o, c, f);
    signature(o, c, q);
    decode_guard(o, q);
    body_setup(o, c, t, q);
    for (int p = 0; p < t.passes; ++p) pass(o, c, t, q, p);
    function_end(o);
    declarations(o);
    attributes(o, c, f);
    return o.s;
}

// ---------------------------------------------------------------- protocol

int usage(const string& why) {
    std::fprintf(stderr,
                 "attention_bwd_convert: %s\n"
                 "usage: attention_bwd_convert INDEX FLAVOR | --batch FLAVOR "
                 "(flavors: llvm20, llvm22, llvm23, llvm24)\n",
                 why.c_str());
    return 64;
}

void write(const string& s) { std::fwrite(s.data(), 1, s.size(), stdout); }

int batch(const std::vector<Config>& configs, const Flavor& f) {
    for (size_t i = 0; i < configs.size(); ++i) {
        const bool refused = refusal(configs[i]).has_value();
        const string body = refused ? "" : emit(configs[i], f);
        write("IDX " + std::to_string(i) + " " + (refused ? "1" : "0") + " " +
              std::to_string(body.size()) + "\n" + body + "\n");
    }
    write("END " + std::to_string(configs.size()) + "\n");
    return std::fflush(stdout) == 0 ? 0 : 3;
}

int single(const std::vector<Config>& configs, const string& index_arg, const Flavor& f) {
    // digits only; a number too long for size_t is past the end all the same
    size_t index = 0;
    bool huge = false;
    for (char ch : index_arg) {
        if (index > (size_t(-1) - 9) / 10) huge = true;
        if (!huge) index = index * 10 + size_t(ch - '0');
    }
    if (huge || index >= configs.size()) {
        std::fprintf(stderr, "unknown config %s (family attention_bwd_convert has %zu)\n",
                     index_arg.c_str(), configs.size());
        return 2;
    }
    const Config& c = configs[index];
    if (auto why = refusal(c)) {
        std::fprintf(stderr, "refused: %s\n", why->c_str());
        return 1;
    }
    write(emit(c, f));
    return std::fflush(stdout) == 0 ? 0 : 3;
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<string> args(argv + 1, argv + argc);
    if (args.size() != 2) return usage("expected two arguments");
    const Flavor* f = find_flavor(args[1]);
    if (!f) return usage("unknown flavor '" + args[1] + "'");
    const std::vector<Config> configs = build_configs();
    if (args[0] == "--batch") return batch(configs, *f);
    if (args[0].empty() || args[0].find_first_not_of("0123456789") != string::npos)
        return usage("INDEX must be a non-negative integer, got '" + args[0] + "'");
    return single(configs, args[0], *f);
}
