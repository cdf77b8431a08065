//! Code objects built by llvm-mc and ld.lld (LLVM 14): the generation comes
//! from the file, sections sit at their addresses, relocations are resolved,
//! kernels are found, runs give hand-derived values, and bad files are errors
//! naming the file and the fault. Expected addresses come from llvm-readelf-14
//! or from the layout rule of docs/code-objects.md worked out by hand.

mod common;

use common::ENGINES;
use gcnjit::code_object::{CodeObject, Fault};
use gcnjit::engine;
use gcnjit::{Arch, Limits, Program, Status, Wave};
use std::path::{Path, PathBuf};
use std::process::Command;

fn dir() -> PathBuf {
    let d = std::env::temp_dir().join(format!("gcnjit-co-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn tool(name: &str, args: &[&str]) -> std::process::Output {
    let out = Command::new(name)
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("{name} must be installed (.ci/run installs LLVM 14): {e}"));
    assert!(
        out.status.success(),
        "{name} {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

/// Assembles `src` for `cpu` into an object file and returns its path.
fn llvm_mc(name: &str, cpu: &str, src: &str) -> PathBuf {
    let d = dir();
    let s = d.join(format!("{name}-{cpu}.s"));
    let o = d.join(format!("{name}-{cpu}.o"));
    std::fs::write(&s, src).unwrap();
    tool(
        "llvm-mc-14",
        &[
            "-triple=amdgcn-amd-amdhsa",
            &format!("-mcpu={cpu}"),
            "-filetype=obj",
            "-o",
            o.to_str().unwrap(),
            s.to_str().unwrap(),
        ],
    );
    o
}

fn ld_lld(o: &Path) -> PathBuf {
    let so = o.with_extension("so");
    tool(
        "ld.lld-14",
        &["-shared", o.to_str().unwrap(), "-o", so.to_str().unwrap()],
    );
    so
}

/// The address llvm-readelf-14 gives a symbol.
fn readelf_symbol(file: &Path, name: &str) -> u64 {
    let out = tool("llvm-readelf-14", &["-s", file.to_str().unwrap()]);
    let text = String::from_utf8(out.stdout).unwrap();
    for line in text.lines() {
        let f: Vec<&str> = line.split_whitespace().collect();
        if f.len() >= 8 && f[7] == name {
            return u64::from_str_radix(f[1], 16).unwrap();
        }
    }
    panic!("{name} not in llvm-readelf -s of {}", file.display());
}

/// A kernel that finds a value in .data through a pc-relative relocation,
/// loads it and adds 5; .data also holds a 64-bit pointer to the value.
const KERNEL: &str = "
.text
.globl k
.p2align 8
.type k,@function
k:
  s_getpc_b64 s[4:5]
  s_add_u32 s4, s4, value@rel32@lo+4
  s_addc_u32 s5, s5, value@rel32@hi+4
  s_load_dword s6, s[4:5], 0x0
  s_waitcnt lgkmcnt(0)
  s_add_u32 s7, s6, 5
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel k
  .amdhsa_next_free_vgpr 1
  .amdhsa_next_free_sgpr 10
.end_amdhsa_kernel
.data
.p2align 2
value: .long 0x1234
pointer: .quad value
.bss
.p2align 3
zeros: .zero 16
";

const GENERATIONS: [(&str, Arch); 4] = [
    ("gfx600", Arch::Gfx6),
    ("gfx700", Arch::Gfx7),
    ("gfx803", Arch::Gfx8),
    ("gfx900", Arch::Gfx9),
];

fn load(path: &Path) -> CodeObject {
    CodeObject::parse(&std::fs::read(path).unwrap(), path.to_str().unwrap()).unwrap()
}

/// Runs the kernel's entry on every engine; returns the final wave.
fn run_kernel(co: &CodeObject) -> Wave {
    let program = co.program();
    let k = co.kernel("k").unwrap();
    let mut last = None;
    for &e in ENGINES.iter().chain([&gcnjit::engine::Engine::Both]) {
        let mut w = Wave::new(co.arch);
        w.mem = co.memory();
        w.state.pc = k.entry;
        let out = engine::run(e, &program, &mut w, &Limits::default());
        assert_eq!(out.status, Status::Endpgm, "{e:?}: {:?}", out.status);
        assert_eq!(out.steps, 7, "{e:?}");
        if let Some(prev) = &last {
            assert_eq!(prev, &w, "{e:?}");
        }
        last = Some(w);
    }
    last.unwrap()
}

#[test]
fn relocatable_objects_of_every_generation_run_at_the_documented_layout() {
    for (cpu, arch) in GENERATIONS {
        let o = llvm_mc("krel", cpu, KERNEL);
        let co = load(&o);
        assert_eq!((co.arch, co.processor.name, co.linked), (arch, cpu, false));
        // Layout by hand: .text (align 256) at 0; its size is 0x20 on gfx6/7
        // (4-byte s_load_dword) and 0x24 on gfx8/9 (8-byte); .rodata (align 64)
        // next at 0x40 holding k.kd; .data (align 4) at 0x80.
        let names: Vec<(&str, u64)> = co
            .sections()
            .iter()
            .map(|s| (s.name.as_str(), s.address))
            .collect();
        // .bss (align 8) after .data's 12 bytes: 0x90, 16 zero bytes.
        assert_eq!(
            names,
            [
                (".text", 0),
                (".rodata", 0x40),
                (".data", 0x80),
                (".bss", 0x90)
            ]
        );
        let k = co.kernel("k").unwrap();
        assert_eq!((k.kd_address, k.entry), (0x40, 0));
        assert_eq!(k.descriptor.kernel_code_entry_byte_offset, -0x40);
        let w = run_kernel(&co);
        // s[4:5] = address of value, s6 = value, s7 = value + 5.
        assert_eq!(w.state.read64(4), 0x80);
        assert_eq!((w.state.sgpr[6], w.state.sgpr[7]), (0x1234, 0x1239));
        // The ABS64 relocation of `pointer` holds value's address.
        let m = co.memory();
        assert_eq!((m.read_u32(0x84), m.read_u32(0x88)), (Some(0x80), Some(0)));
        assert_eq!((m.read_u32(0x90), m.read_u32(0x9c)), (Some(0), Some(0)));
        assert_eq!(m.read_u32(0xa0), None);
        // The gap between .data and .bss is not memory.
        assert_eq!(m.read_u32(0x8c), None);
    }
}

#[test]
fn linked_objects_of_every_generation_run_at_their_addresses() {
    for (cpu, arch) in GENERATIONS {
        let so = ld_lld(&llvm_mc("klink", cpu, KERNEL));
        let co = load(&so);
        assert_eq!((co.arch, co.linked), (arch, true));
        let value = readelf_symbol(&so, "value");
        let k = co.kernel("k").unwrap();
        assert_eq!(k.kd_address, readelf_symbol(&so, "k.kd"));
        assert_eq!(k.entry, readelf_symbol(&so, "k"));
        let program = co.program();
        assert_eq!((program.base, program.entry), (k.entry, k.entry));
        assert_eq!(program.labels.get(&k.entry).map(String::as_str), Some("k"));
        let w = run_kernel(&co);
        assert_eq!(w.state.read64(4), value);
        assert_eq!((w.state.sgpr[6], w.state.sgpr[7]), (0x1234, 0x1239));
        // R_AMDGPU_RELATIVE64 of `pointer`: value's address.
        let p = readelf_symbol(&so, "pointer");
        let m = co.memory();
        assert_eq!(m.read_u32(p), Some(value as u32));
        let z = readelf_symbol(&so, "zeros");
        assert_eq!((m.read_u32(z), m.read_u32(z + 12)), (Some(0), Some(0)));
    }
}

#[test]
fn every_llvm_14_gcn_processor_maps_to_its_generation() {
    // The generation of each processor, from AMDGPUUsage's processor table.
    let expected = [
        ("gfx600", Arch::Gfx6),
        ("gfx601", Arch::Gfx6),
        ("gfx602", Arch::Gfx6),
        ("gfx700", Arch::Gfx7),
        ("gfx701", Arch::Gfx7),
        ("gfx702", Arch::Gfx7),
        ("gfx703", Arch::Gfx7),
        ("gfx704", Arch::Gfx7),
        ("gfx705", Arch::Gfx7),
        ("gfx801", Arch::Gfx8),
        ("gfx802", Arch::Gfx8),
        ("gfx803", Arch::Gfx8),
        ("gfx805", Arch::Gfx8),
        ("gfx810", Arch::Gfx8),
        ("gfx900", Arch::Gfx9),
        ("gfx902", Arch::Gfx9),
        ("gfx904", Arch::Gfx9),
        ("gfx906", Arch::Gfx9),
        ("gfx908", Arch::Gfx9),
        ("gfx909", Arch::Gfx9),
        ("gfx90a", Arch::Gfx9),
        ("gfx90c", Arch::Gfx9),
    ];
    assert_eq!(expected.len(), gcnjit::isa::arch::PROCESSORS.len());
    for (cpu, arch) in expected {
        let co = load(&llvm_mc("empty", cpu, "s_endpgm\n"));
        assert_eq!((co.processor.name, co.arch), (cpu, arch));
        assert_eq!(cpu.parse::<Arch>().unwrap(), arch);
    }
    // A gfx10 object is refused by its machine value.
    let o = llvm_mc("empty", "gfx1010", "s_endpgm\n");
    let e = CodeObject::parse(&std::fs::read(&o).unwrap(), "x.o").unwrap_err();
    assert!(matches!(e.fault, Fault::UnknownProcessor(_)), "{e}");
    assert!(e.to_string().starts_with("x.o: "), "{e}");
}

#[test]
fn a_wrong_arch_is_an_error_naming_both() {
    let o = llvm_mc("karch", "gfx600", KERNEL);
    let e = Program::load(o.to_str().unwrap(), Arch::Gfx9, 0)
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("gfx9") && e.contains("gfx600") && e.contains("karch-gfx600.o"),
        "{e}"
    );
    // Left out, the file decides; the same arch is accepted.
    let l = Program::load_file(o.to_str().unwrap(), None, 0).unwrap();
    assert_eq!(l.program.arch, Arch::Gfx6);
    assert!(Program::load(o.to_str().unwrap(), Arch::Gfx6, 0).is_ok());
}

fn fault_of(bytes: &[u8]) -> Fault {
    CodeObject::parse(bytes, "bad.o").unwrap_err().fault
}

/// Byte offset of the section header table and its entries, read from the
/// ELF64 header by hand (e_shoff at 0x28, e_shentsize 64).
fn section_header(bytes: &[u8], index: usize) -> usize {
    let shoff = u64::from_le_bytes(bytes[0x28..0x30].try_into().unwrap()) as usize;
    shoff + 64 * index
}

/// The index llvm-readelf-14 gives a section.
fn readelf_section_index(file: &Path, name: &str) -> usize {
    let out = tool("llvm-readelf-14", &["-S", file.to_str().unwrap()]);
    let text = String::from_utf8(out.stdout).unwrap();
    for line in text.lines() {
        let l = line.trim_start();
        if let Some(rest) = l.strip_prefix('[') {
            let (idx, tail) = rest.split_once(']').unwrap();
            if tail.split_whitespace().next() == Some(name) {
                return idx.trim().parse().unwrap();
            }
        }
    }
    panic!("no {name}");
}

#[test]
fn bad_code_objects_are_errors_naming_the_file_and_the_fault() {
    let o = llvm_mc("kbad", "gfx900", KERNEL);
    let so = ld_lld(&o);
    let good = std::fs::read(&so).unwrap();

    // Truncated.
    for n in [3, 20, 63, 200, good.len() - 1] {
        let e = CodeObject::parse(&good[..n], "bad.o").unwrap_err();
        assert!(
            matches!(e.fault, Fault::Malformed(_) | Fault::Section(..)),
            "{n}: {e}"
        );
        assert!(e.to_string().starts_with("bad.o: "), "{e}");
    }
    // Wrong machine: e_machine (offset 18) set to x86-64 (62).
    let mut b = good.clone();
    b[18..20].copy_from_slice(&62u16.to_le_bytes());
    assert_eq!(fault_of(&b), Fault::WrongMachine(62));
    // Overlapping sections: .data moved onto .text (sh_addr at +16).
    let mut b = good.clone();
    let text = readelf_section_index(&so, ".text");
    let data = readelf_section_index(&so, ".data");
    let text_addr = readelf_symbol(&so, "k");
    let h = section_header(&b, data);
    b[h + 16..h + 24].copy_from_slice(&(text_addr + 4).to_le_bytes());
    assert!(text < data);
    assert_eq!(fault_of(&b), Fault::Overlap(".text".into(), ".data".into()));
    // A descriptor whose entry leaves the code: kernel_code_entry_byte_offset
    // (descriptor offset 16) of k.kd made 0x100000.
    let mut b = good.clone();
    let rodata = readelf_section_index(&so, ".rodata");
    let h = section_header(&b, rodata);
    let file_off = u64::from_le_bytes(b[h + 24..h + 32].try_into().unwrap()) as usize;
    let kd_in_rodata =
        readelf_symbol(&so, "k.kd") - u64::from_le_bytes(b[h + 16..h + 24].try_into().unwrap());
    let at = file_off + kd_in_rodata as usize + 16;
    b[at..at + 8].copy_from_slice(&0x10_0000u64.to_le_bytes());
    let e = CodeObject::parse(&b, "bad.o").unwrap_err();
    assert!(
        matches!(&e.fault, Fault::Descriptor { kd, .. } if kd == "k.kd"),
        "{e}"
    );
    assert!(
        e.to_string()
            .contains("not a 4-aligned address in executable code"),
        "{e}"
    );
    // A reserved descriptor byte (offset 24) that is not zero.
    let mut b = good.clone();
    b[at + 8] = 1;
    let e = CodeObject::parse(&b, "bad.o").unwrap_err();
    assert!(
        e.to_string().contains("reserved bytes at offsets [24]"),
        "{e}"
    );
    // A kernel name that does not exist.
    let co = CodeObject::parse(&good, "good.so").unwrap();
    let e = co.kernel("nope").unwrap_err();
    assert!(
        e.to_string().contains("good.so") && e.to_string().contains("nope"),
        "{e}"
    );
    // A relocation against a symbol defined elsewhere.
    let ext = llvm_mc(
        "ext",
        "gfx900",
        "s_mov_b32 s0, elsewhere@abs32@lo\ns_endpgm\n",
    );
    let e = CodeObject::parse(&std::fs::read(&ext).unwrap(), "ext.o").unwrap_err();
    assert!(
        matches!(&e.fault, Fault::Relocation { symbol, .. } if symbol == "elsewhere"),
        "{e}"
    );
    // Not AMDGPU at all: the host's own ELF-less bytes.
    assert!(matches!(fault_of(b"\x7fELF"), Fault::Malformed(_)));
}

mod mutated {
    //! Mutated real objects never make the loader (or what it feeds) panic.
    use super::*;
    use proptest::prelude::*;
    use std::sync::OnceLock;

    fn samples() -> &'static Vec<Vec<u8>> {
        static S: OnceLock<Vec<Vec<u8>>> = OnceLock::new();
        S.get_or_init(|| {
            let mut v = Vec::new();
            for (cpu, _) in GENERATIONS {
                let o = llvm_mc("fuzz", cpu, KERNEL);
                v.push(std::fs::read(&o).unwrap());
                v.push(std::fs::read(ld_lld(&o)).unwrap());
            }
            v
        })
    }

    fn exercise(bytes: &[u8]) {
        if let Ok(co) = CodeObject::parse(bytes, "m.o") {
            let p = co.program();
            let _ = co.memory();
            for k in co.kernels() {
                let _ = gcnjit::prescan::prescan(&p, k.entry);
                let mut w = Wave::new(co.arch);
                w.mem = co.memory();
                w.state.pc = k.entry;
                let _ = engine::run(
                    gcnjit::engine::Engine::Interp,
                    &p,
                    &mut w,
                    &Limits { max_steps: 1000 },
                );
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(512))]
        #[test]
        fn bit_flips_and_truncation_never_panic(
            which in 0usize..8,
            flips in proptest::collection::vec((any::<usize>(), 0u8..8), 1..8),
            cut in proptest::option::of(any::<usize>()),
        ) {
            let mut b = samples()[which].clone();
            for (at, bit) in flips {
                let i = at % b.len();
                b[i] ^= 1 << bit;
            }
            if let Some(c) = cut {
                b.truncate(c % (b.len() + 1));
            }
            exercise(&b);
        }
    }
}

#[test]
fn two_code_sections_are_laid_out_and_the_gap_is_not_code() {
    let o = llvm_mc(
        "twotext",
        "gfx803",
        "
.text
.globl a
.type a,@function
a:
  s_mov_b32 s0, 1
  s_nop 0
.section .text.b,\"ax\",@progbits
.p2align 8
.globl b
.type b,@function
b:
  s_mov_b32 s1, 2
  s_endpgm
",
    );
    let co = load(&o);
    // .text (8 bytes) at 0, .text.b at the next multiple of 256.
    assert_eq!(co.symbol_address("a"), Some(0));
    assert_eq!(co.symbol_address("b"), Some(0x100));
    let p = co.program();
    assert_eq!((p.base, p.end(), p.entry), (0, 0x108, 0));
    for &e in ENGINES.iter().chain([&gcnjit::engine::Engine::Both]) {
        let mut w = Wave::new(co.arch);
        let out = engine::run(e, &p, &mut w, &Limits::default());
        match out.status {
            Status::Error(err) => {
                assert_eq!(
                    (err.kind, err.pc, out.steps),
                    (gcnjit::ErrorKind::PcOutOfRange, 8, 2)
                )
            }
            s => panic!("{e:?}: {s:?}"),
        }
        let mut w = Wave::new(co.arch);
        w.state.pc = 0x100;
        let out = engine::run(e, &p, &mut w, &Limits::default());
        assert_eq!(
            (out.status, w.state.pc, w.state.sgpr[1]),
            (Status::Endpgm, 0x104, 2)
        );
    }
}

#[test]
fn code_spread_too_wide_is_refused() {
    // The .data of a linked object made executable and moved 2^40 away.
    let so = ld_lld(&llvm_mc("kwide", "gfx900", KERNEL));
    let mut b = std::fs::read(&so).unwrap();
    let h = section_header(&b, readelf_section_index(&so, ".data"));
    b[h + 8] |= 4; // SHF_EXECINSTR in sh_flags
    b[h + 16..h + 24].copy_from_slice(&(1u64 << 40).to_le_bytes());
    let e = CodeObject::parse(&b, "wide.so").unwrap_err();
    assert!(e.to_string().contains("executable sections span"), "{e}");
}

#[test]
fn target_features_from_e_flags() {
    // AMDGPUUsage's target ids: each setting written into e_flags by llvm-mc.
    for (cpu, mattr, xnack, sramecc) in [
        ("gfx900", "", "any", "unsupported"),
        ("gfx906", "", "any", "any"),
        ("gfx906", "+xnack,-sramecc", "on", "off"),
        ("gfx908", "-xnack,+sramecc", "off", "on"),
        ("gfx803", "", "unsupported", "unsupported"),
    ] {
        let s = dir().join("feat.s");
        let o = dir().join(format!("feat-{cpu}{mattr}.o"));
        std::fs::write(&s, "s_endpgm\n").unwrap();
        tool(
            "llvm-mc-14",
            &[
                "-triple=amdgcn-amd-amdhsa",
                &format!("-mcpu={cpu}"),
                &format!("-mattr={mattr}"),
                "-filetype=obj",
                "-o",
                o.to_str().unwrap(),
                s.to_str().unwrap(),
            ],
        );
        let co = load(&o);
        assert_eq!(
            co.target_features(),
            [("xnack", xnack), ("sramecc", sramecc)],
            "{cpu} {mattr}"
        );
    }
}
