//! Decode throughput per generation on a realistic mix: a loop-heavy kernel's
//! worth of SOP2/SOP1/SOPC/SOPK/SOPP and scalar memory words, with literals.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use gcnjit::isa::{assemble, decode_all, encode_all, Arch};
use std::hint::black_box;

/// Assembly that every generation accepts, in the proportions of typical
/// scalar code (ALU and compares dominate; some branches, loads and literals).
fn mix(arch: Arch) -> Vec<u32> {
    let load = if arch.has_smem() {
        "s_load_dwordx2 s[8:9], s[2:3], 0x10\ns_buffer_load_dword s10, s[4:7], 0x4\n"
    } else {
        "s_load_dwordx2 s[8:9], s[2:3], 0x4\ns_buffer_load_dword s10, s[4:7], 0x1\n"
    };
    let body = format!(
        "top:\n\
         s_mov_b32 s0, 0\n\
         s_add_u32 s1, s1, s2\n\
         s_addc_u32 s3, s3, 0\n\
         s_and_b32 s4, s4, 0xff00ff\n\
         s_lshl_b32 s5, s4, 3\n\
         s_cmp_lg_u32 s5, s6\n\
         s_cselect_b32 s7, s5, -1\n\
         s_mov_b64 s[10:11], exec\n\
         s_and_saveexec_b64 s[12:13], vcc\n\
         s_movk_i32 s14, 0x1234\n\
         s_addk_i32 s14, 0x10\n\
         s_bfe_u32 s15, s4, 0x80008\n\
         s_mul_i32 s16, s15, 12345\n\
         s_not_b32 s17, s16\n\
         s_bcnt1_i32_b32 s18, s17\n\
         {load}\
         s_waitcnt lgkmcnt(0)\n\
         s_cmp_eq_u32 s18, 7\n\
         s_cbranch_scc1 top\n\
         s_getreg_b32 s19, hwreg(HW_REG_MODE)\n\
         s_branch top\n"
    );
    let text: String = (0..64)
        .map(|i| body.replace("top", &format!("top{i}")))
        .collect();
    let insts = assemble(arch, &text, 0).expect("bench program assembles");
    encode_all(&insts).expect("bench program encodes")
}

fn bench(c: &mut Criterion) {
    let mut g = c.benchmark_group("decode");
    for arch in Arch::ALL {
        let words = mix(arch);
        let n = decode_all(arch, &words, 0).unwrap().len() as u64;
        g.throughput(Throughput::Elements(n));
        g.bench_with_input(BenchmarkId::from_parameter(arch), &words, |b, w| {
            b.iter(|| decode_all(arch, black_box(w), 0).unwrap().len())
        });
    }
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
