//! Debian's librocrand1 as the device side: its `.hip_fatbin` holds one
//! code object per target, and a kernel of it is dispatched as rocRAND's
//! host code dispatches it (docs/launch.md, "rocRAND"): a grid of `blocks`
//! workgroups of `threads` work-items, the arguments in kernarg order.

#[path = "../kernel_run/mod.rs"]
mod kernel_run;

use gcnjit::code_object::CodeObject;
use gcnjit::engine::Engine;
use gcnjit::launch::{Grid, KernelArg};
use std::sync::OnceLock;

/// The installed library (.ci/run installs librocrand1).
pub const LIB: &str = "/usr/lib/x86_64-linux-gnu/librocrand.so.1";

/// The targets the library has code objects for that gcnjit runs.
pub const TARGETS: [&str; 3] = ["gfx803", "gfx900", "gfx906"];

/// The library's bytes, read once for every test.
pub fn lib_bytes() -> &'static [u8] {
    static BYTES: OnceLock<Vec<u8>> = OnceLock::new();
    BYTES.get_or_init(|| std::fs::read(LIB).unwrap_or_else(|e| panic!("{LIB}: {e}")))
}

/// The code object of `target`, taken from the fat binary.
pub fn code_object(target: &str) -> CodeObject {
    CodeObject::open(lib_bytes(), LIB, Some(target)).unwrap()
}

/// One dispatch of `kernel` over `blocks` workgroups (per dimension: x, then
/// y for Sobol's dimensions) of `threads` work-items (in x); returns the
/// final bytes of every buffer argument, in order. Every wave must end with
/// `s_endpgm`.
pub fn launch(
    co: &CodeObject,
    kernel: &str,
    blocks: &[u64],
    threads: u64,
    args: Vec<KernelArg>,
    engine: Engine,
) -> Vec<Vec<u8>> {
    kernel_run::launch_in(co, kernel, grid(blocks, threads), args, engine, kernel)
}

/// The grid of `blocks` workgroups of `threads` work-items in x.
fn grid(blocks: &[u64], threads: u64) -> Grid {
    let mut items = blocks.to_vec();
    let mut block = vec![1; blocks.len()];
    items[0] *= threads;
    block[0] = threads;
    Grid::new(&items, &block).unwrap()
}

pub use kernel_run::u32s;

/// The bytes of section `name` of a little-endian ELF64 host file (the
/// library's own tables rocRAND's host code copies to the device).
pub fn host_section<'a>(elf: &'a [u8], name: &str) -> &'a [u8] {
    let u16_at = |o: usize| u16::from_le_bytes(elf[o..o + 2].try_into().unwrap()) as usize;
    let u32_at = |o: usize| u32::from_le_bytes(elf[o..o + 4].try_into().unwrap()) as usize;
    let u64_at = |o: usize| u64::from_le_bytes(elf[o..o + 8].try_into().unwrap()) as usize;
    assert_eq!(&elf[..6], b"\x7fELF\x02\x01", "a little-endian ELF64 file");
    let (shoff, shentsize, shnum, shstrndx) =
        (u64_at(0x28), u16_at(0x3a), u16_at(0x3c), u16_at(0x3e));
    let header = |i: usize| shoff + i * shentsize;
    let strtab = u64_at(header(shstrndx) + 0x18);
    (0..shnum)
        .map(header)
        .find(|&h| {
            let at = strtab + u32_at(h);
            elf[at..].split(|&b| b == 0).next() == Some(name.as_bytes())
        })
        .map(|h| &elf[u64_at(h + 0x18)..u64_at(h + 0x18) + u64_at(h + 0x20)])
        .unwrap_or_else(|| panic!("no section {name}"))
}
