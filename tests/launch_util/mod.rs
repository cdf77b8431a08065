//! Kernels for the launch tests: assembled by llvm-mc (and linked by ld.lld
//! for the shared-object variant), their code, descriptor and data read back
//! with the `object` crate. The tools must be installed: a missing one fails
//! the test.

#![allow(dead_code)]

use gcnjit::code_object::KernelDescriptor;
use gcnjit::launch::{Dispatch, DispatchSpec, Grid, KernelArg};
use gcnjit::{Arch, Memory, Program};
use object::{Object, ObjectSection, ObjectSymbol};
use std::process::Command;

/// The LLVM processor each generation is assembled for.
pub fn cpu(arch: Arch) -> &'static str {
    match arch {
        Arch::Gfx6 => "gfx600",
        Arch::Gfx7 => "gfx700",
        Arch::Gfx8 => "gfx803",
        Arch::Gfx9 => "gfx900",
    }
}

fn tmp(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("gcnjit-launch-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

/// `llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=CPU -filetype=obj`, and with
/// `link` then `ld.lld-14 -shared`; returns the file's bytes.
pub fn build(arch: Arch, src: &str, link: bool, tag: &str) -> Vec<u8> {
    let s = tmp(&format!("{tag}.s"));
    let o = tmp(&format!("{tag}.o"));
    std::fs::write(&s, src).unwrap();
    let out = Command::new("llvm-mc")
        .args([
            "-triple=amdgcn-amd-amdhsa",
            &format!("-mcpu={}", cpu(arch)),
            "-filetype=obj",
        ])
        .arg(&s)
        .arg("-o")
        .arg(&o)
        .output()
        .expect("llvm-mc (LLVM 14) must be installed for the launch tests");
    assert!(
        out.status.success(),
        "llvm-mc: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    if !link {
        return std::fs::read(&o).unwrap();
    }
    let so = tmp(&format!("{tag}.so"));
    let out = Command::new("ld.lld-14")
        .arg("-shared")
        .arg(&o)
        .arg("-o")
        .arg(&so)
        .output()
        .expect("ld.lld-14 must be installed for the launch tests");
    assert!(
        out.status.success(),
        "ld.lld-14: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    std::fs::read(&so).unwrap()
}

/// A kernel read from a code object.
pub struct Kernel {
    pub program: Program,
    pub descriptor: KernelDescriptor,
    pub kd_address: u64,
    pub entry: u64,
    /// `.rodata`/`.data` at their addresses.
    pub memory: Memory,
}

/// Where a relocatable object's `.rodata` is put (its `.text` is at 0).
pub const REL_RODATA: u64 = 0x10000;

/// Reads kernel `name` from `elf`: a linked object at its own addresses; a
/// relocatable one with `.text` at 0 and `.rodata` at `REL_RODATA`, and the
/// entry taken from the kernel's symbol (the descriptor's entry offset is a
/// relocation there).
pub fn kernel(arch: Arch, elf: &[u8], name: &str) -> Kernel {
    let f = object::File::parse(elf).unwrap();
    let linked = f.kind() == object::ObjectKind::Dynamic;
    let text = f.section_by_name(".text").unwrap();
    let text_addr = if linked { text.address() } else { 0 };
    let words: Vec<u32> = text
        .data()
        .unwrap()
        .chunks(4)
        .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
        .collect();
    let program = Program::new(arch, text_addr, words);
    let rodata = f.section_by_name(".rodata").unwrap();
    let ro_addr = if linked { rodata.address() } else { REL_RODATA };
    let ro = rodata.data().unwrap();
    let kd_sym = f
        .symbols()
        .find(|s| s.name() == Ok(&format!("{name}.kd")))
        .unwrap();
    let kd_off = (kd_sym.address() - if linked { rodata.address() } else { 0 }) as usize;
    let kd = KernelDescriptor::parse(ro[kd_off..kd_off + 64].try_into().unwrap());
    let kd_address = ro_addr + kd_off as u64;
    let entry = if linked {
        (kd_address as i64 + kd.kernel_code_entry_byte_offset) as u64
    } else {
        f.symbols()
            .find(|s| s.name() == Ok(name))
            .unwrap()
            .address()
    };
    let mut memory = Memory::new();
    memory.map(ro_addr, ro.to_vec()).unwrap();
    Kernel {
        program,
        descriptor: kd,
        kd_address,
        entry,
        memory,
    }
}

/// A dispatch of `k` over `grid`/`block` with `args`.
pub fn dispatch(
    arch: Arch,
    k: &Kernel,
    grid: &[u64],
    block: &[u64],
    args: Vec<KernelArg>,
) -> Dispatch {
    Dispatch::new(DispatchSpec {
        arch,
        descriptor: k.descriptor,
        kd_address: k.kd_address,
        entry: k.entry,
        grid: Grid::new(grid, block).unwrap(),
        args,
        memory: k.memory.clone(),
        metadata: None,
    })
    .unwrap()
}

/// A kernel source: `body` as the code, `directives` inside `.amdhsa_kernel`.
pub fn source(body: &str, directives: &str) -> String {
    format!(
        ".text\n.p2align 8\n.type k,@function\nk:\n{body}\n.rodata\n.p2align 6\n\
         .amdhsa_kernel k\n{directives}\n  .amdhsa_next_free_vgpr 1\n  .amdhsa_next_free_sgpr 48\n\
         .end_amdhsa_kernel\n"
    )
}
