//! `.amdhsa_kernel NAME ... .end_amdhsa_kernel`: the fields llvm-mc 14 knows for
//! gfx6-gfx9, packed into the 64-byte kernel descriptor `NAME.kd` exactly as
//! llvm-mc packs it (`docs/assembler.md`). The byte layout is
//! `code_object::descriptor`'s; this module only decides the field values.

use super::driver::{Asm, Def, Fixup, Slot};
use super::expr::{Cursor, Expr, Variant};
use super::lexer::{Tok, Token};
use super::{AsmError, Binding, Res};
use crate::code_object::descriptor::{KernelDescriptor, USER_SGPRS};
use crate::isa::Arch;
use std::collections::HashMap;

/// Where a field's bits go.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Word {
    Group,
    Private,
    Kernarg,
    Rsrc1,
    Rsrc2,
    Props,
    /// Read by the SGPR/VGPR count computation, not stored directly.
    Count,
}

/// (directive without `.amdhsa_`, word, first bit, width, default, first generation).
const FIELDS: &[(&str, Word, u32, u32, u64, Arch)] = &[
    (
        "group_segment_fixed_size",
        Word::Group,
        0,
        32,
        0,
        Arch::Gfx6,
    ),
    (
        "private_segment_fixed_size",
        Word::Private,
        0,
        32,
        0,
        Arch::Gfx6,
    ),
    ("kernarg_size", Word::Kernarg, 0, 32, 0, Arch::Gfx6),
    (
        "user_sgpr_private_segment_buffer",
        Word::Props,
        0,
        1,
        0,
        Arch::Gfx6,
    ),
    ("user_sgpr_dispatch_ptr", Word::Props, 1, 1, 0, Arch::Gfx6),
    ("user_sgpr_queue_ptr", Word::Props, 2, 1, 0, Arch::Gfx6),
    (
        "user_sgpr_kernarg_segment_ptr",
        Word::Props,
        3,
        1,
        0,
        Arch::Gfx6,
    ),
    ("user_sgpr_dispatch_id", Word::Props, 4, 1, 0, Arch::Gfx6),
    (
        "user_sgpr_flat_scratch_init",
        Word::Props,
        5,
        1,
        0,
        Arch::Gfx6,
    ),
    (
        "user_sgpr_private_segment_size",
        Word::Props,
        6,
        1,
        0,
        Arch::Gfx6,
    ),
    (
        "system_sgpr_private_segment_wavefront_offset",
        Word::Rsrc2,
        0,
        1,
        0,
        Arch::Gfx6,
    ),
    (
        "system_sgpr_workgroup_id_x",
        Word::Rsrc2,
        7,
        1,
        1,
        Arch::Gfx6,
    ),
    (
        "system_sgpr_workgroup_id_y",
        Word::Rsrc2,
        8,
        1,
        0,
        Arch::Gfx6,
    ),
    (
        "system_sgpr_workgroup_id_z",
        Word::Rsrc2,
        9,
        1,
        0,
        Arch::Gfx6,
    ),
    (
        "system_sgpr_workgroup_info",
        Word::Rsrc2,
        10,
        1,
        0,
        Arch::Gfx6,
    ),
    ("system_vgpr_workitem_id", Word::Rsrc2, 11, 2, 0, Arch::Gfx6),
    ("next_free_vgpr", Word::Count, 0, 32, 0, Arch::Gfx6),
    ("next_free_sgpr", Word::Count, 0, 32, 0, Arch::Gfx6),
    ("reserve_vcc", Word::Count, 0, 1, 1, Arch::Gfx6),
    ("reserve_flat_scratch", Word::Count, 0, 1, 1, Arch::Gfx7),
    ("reserve_xnack_mask", Word::Count, 0, 1, 0, Arch::Gfx8),
    ("float_round_mode_32", Word::Rsrc1, 12, 2, 0, Arch::Gfx6),
    ("float_round_mode_16_64", Word::Rsrc1, 14, 2, 0, Arch::Gfx6),
    ("float_denorm_mode_32", Word::Rsrc1, 16, 2, 0, Arch::Gfx6),
    ("float_denorm_mode_16_64", Word::Rsrc1, 18, 2, 3, Arch::Gfx6),
    ("dx10_clamp", Word::Rsrc1, 21, 1, 1, Arch::Gfx6),
    ("ieee_mode", Word::Rsrc1, 23, 1, 1, Arch::Gfx6),
    ("fp16_overflow", Word::Rsrc1, 26, 1, 0, Arch::Gfx9),
    (
        "exception_fp_ieee_invalid_op",
        Word::Rsrc2,
        24,
        1,
        0,
        Arch::Gfx6,
    ),
    ("exception_fp_denorm_src", Word::Rsrc2, 25, 1, 0, Arch::Gfx6),
    (
        "exception_fp_ieee_div_zero",
        Word::Rsrc2,
        26,
        1,
        0,
        Arch::Gfx6,
    ),
    (
        "exception_fp_ieee_overflow",
        Word::Rsrc2,
        27,
        1,
        0,
        Arch::Gfx6,
    ),
    (
        "exception_fp_ieee_underflow",
        Word::Rsrc2,
        28,
        1,
        0,
        Arch::Gfx6,
    ),
    (
        "exception_fp_ieee_inexact",
        Word::Rsrc2,
        29,
        1,
        0,
        Arch::Gfx6,
    ),
    ("exception_int_div_zero", Word::Rsrc2, 30, 1, 0, Arch::Gfx6),
    // LLVM 15's field (hipcc and clang-15 write it; llvm-mc 14 does not know
    // it): kernel_code_properties bit 11, as llvm-mc-15 packs it.
    ("uses_dynamic_stack", Word::Props, 11, 1, 0, Arch::Gfx6),
];

/// Fields of later generations llvm-mc 14 knows but rejects here, with the
/// generation it names.
const LATER: &[(&str, &str)] = &[
    ("wavefront_size32", "gfx10+"),
    ("workgroup_processor_mode", "gfx10+"),
    ("memory_ordered", "gfx10+"),
    ("forward_progress", "gfx10+"),
    ("shared_vgpr_count", "gfx10+"),
    ("accum_offset", "gfx90a+"),
    ("tg_split", "gfx90a+"),
];

/// A descriptor block being read.
#[derive(Clone, Debug)]
pub struct KernelBlock {
    pub name: String,
    values: HashMap<&'static str, u64>,
}

/// A finished block waiting for its kernel symbol's binding.
#[derive(Clone, Debug)]
pub(crate) struct Pending {
    pub kernel: String,
    pub kd: String,
}

pub(crate) fn begin(a: &mut Asm, c: &mut Cursor, _col: usize) -> Res<()> {
    let (name, _) = a.name_arg(c)?;
    a.no_more(c)?;
    a.kernel = Some(KernelBlock {
        name,
        values: HashMap::new(),
    });
    Ok(())
}

/// One statement inside the block: an `.amdhsa_*` field or the end.
pub(crate) fn statement(a: &mut Asm, toks: &[Token], end_col: usize) -> Res<()> {
    let first = &toks[0];
    let word = match &first.tok {
        Tok::Ident(w) => w.to_ascii_lowercase(),
        _ => {
            return Err((
                first.col,
                format!(
                    "expected .amdhsa_ directive or .end_amdhsa_kernel, found `{}`",
                    first.text
                ),
            ))
        }
    };
    let mut c = Cursor::new(&toks[1..], end_col);
    if word == ".end_amdhsa_kernel" {
        a.no_more(&c)?;
        return end(a, end_col);
    }
    let Some(field) = word.strip_prefix(".amdhsa_") else {
        return Err((
            first.col,
            format!(
                "expected .amdhsa_ directive or .end_amdhsa_kernel, found `{}`",
                first.text
            ),
        ));
    };
    if let Some((_, g)) = LATER.iter().find(|(n, _)| *n == field) {
        return Err((first.col, format!("directive `{word}` requires {g}")));
    }
    let Some(&(name, _, _, width, _, since)) = FIELDS.iter().find(|f| f.0 == field) else {
        return Err((
            first.col,
            format!("unknown .amdhsa_kernel directive `{word}`"),
        ));
    };
    if a.arch < since {
        return Err((
            first.col,
            format!("directive `{word}` requires {}+", since.name()),
        ));
    }
    let vcol = c.col();
    let v = a.abs_now(&mut c)?;
    a.no_more(&c)?;
    let max = if width == 32 {
        u32::MAX as i64
    } else {
        (1i64 << width) - 1
    };
    if v < 0 || v > max {
        return Err((
            vcol,
            format!("value {v} of `{word}` is out of range (0..{max})"),
        ));
    }
    let k = a.kernel.as_mut().expect("in a kernel block");
    if k.values.insert(name, v as u64).is_some() {
        return Err((
            first.col,
            format!(".amdhsa_ directives cannot be repeated: `{word}`"),
        ));
    }
    Ok(())
}

/// Extra SGPRs the hardware needs beyond `.amdhsa_next_free_sgpr` (VCC, FLAT_SCRATCH,
/// XNACK_MASK), as llvm-mc 14 counts them.
fn extra_sgprs(arch: Arch, vcc: bool, flat: bool, xnack: bool) -> u64 {
    let mut n = if vcc { 2 } else { 0 };
    if arch < Arch::Gfx8 {
        if flat {
            n = 4;
        }
    } else {
        if xnack {
            n = 4;
        }
        if flat {
            n = 6;
        }
    }
    n
}

fn end(a: &mut Asm, end_col: usize) -> Res<()> {
    let k = a.kernel.take().expect("in a kernel block");
    let get = |n: &str| {
        k.values
            .get(n)
            .copied()
            .unwrap_or_else(|| FIELDS.iter().find(|f| f.0 == n).map_or(0, |f| f.4))
    };
    for req in ["next_free_vgpr", "next_free_sgpr"] {
        if !k.values.contains_key(req) {
            return Err((end_col, format!(".amdhsa_{req} directive is required")));
        }
    }
    let arch = a.arch;
    let xnack_default = matches!(
        super::elf::mach(a.cpu.as_deref().unwrap_or(arch.llvm_cpu())),
        0x28 | 0x2b | 0x2c | 0x2d | 0x2e | 0x2f | 0x30 | 0x31 | 0x32
    );
    let xnack = k
        .values
        .get("reserve_xnack_mask")
        .map_or(xnack_default, |&v| v != 0);
    // gfx6 has no FLAT_SCRATCH, yet llvm-mc 14 still counts it there.
    let flat = get("reserve_flat_scratch") != 0;
    let sgprs = get("next_free_sgpr") + extra_sgprs(arch, get("reserve_vcc") != 0, flat, xnack);
    if get("next_free_sgpr") > arch.num_sgprs() as u64 {
        return Err((
            end_col,
            "too many SGPRs: .amdhsa_next_free_sgpr is past the last SGPR".into(),
        ));
    }
    let vgprs = get("next_free_vgpr");
    if vgprs > 256 {
        return Err((
            end_col,
            "too many VGPRs: .amdhsa_next_free_vgpr is past v255".into(),
        ));
    }
    let vgpr_blocks = vgprs.max(1).div_ceil(4) - 1;
    let sgpr_blocks = sgprs.max(1).div_ceil(8) - 1;
    let mut words: HashMap<Word, u64> = HashMap::new();
    for &(name, w, lo, _, _, since) in FIELDS {
        if w == Word::Count || arch < since {
            continue;
        }
        *words.entry(w).or_insert(0) |= get(name) << lo;
    }
    let props = words.get(&Word::Props).copied().unwrap_or(0) as u16;
    let user_sgprs: u64 = USER_SGPRS
        .iter()
        .filter(|&&(_, _, bit)| props & (1 << bit) != 0)
        .map(|&(_, n, _)| n as u64)
        .sum();
    let rsrc1 = words.get(&Word::Rsrc1).copied().unwrap_or(0) | vgpr_blocks | sgpr_blocks << 6;
    let rsrc2 = words.get(&Word::Rsrc2).copied().unwrap_or(0) | user_sgprs << 1;
    let kd = KernelDescriptor {
        group_segment_fixed_size: get("group_segment_fixed_size") as u32,
        private_segment_fixed_size: get("private_segment_fixed_size") as u32,
        kernarg_size: get("kernarg_size") as u32,
        kernel_code_entry_byte_offset: 0,
        compute_pgm_rsrc3: 0,
        compute_pgm_rsrc1: rsrc1 as u32,
        compute_pgm_rsrc2: rsrc2 as u32,
        kernel_code_properties: props,
    };
    // llvm-mc places NAME.kd at the current location, without aligning it.
    let col = end_col;
    let kd_name = format!("{}.kd", k.name);
    let i = a.sym(&kd_name);
    if a.syms[i].def != Def::None {
        return Err((col, format!("symbol `{kd_name}` is already defined")));
    }
    a.syms[i].def = Def::Label(a.cur, a.here());
    a.syms[i].kind = 1;
    a.syms[i].size = Some((Expr::Int(64), a.pos(col)));
    a.syms[i].used = true;
    let start = a.here();
    a.emit(&kd.to_bytes(), col)?;
    // The entry offset is `NAME - NAME.kd`, filled in (or relocated) later.
    let kernel = a.sym(&k.name);
    a.syms[kernel].used = true;
    a.syms[kernel].visibility = 3;
    a.fixups.push(Fixup {
        sec: a.cur,
        offset: start + 16,
        slot: Slot::EntryOffset,
        expr: Expr::Sym(k.name.clone(), col, Variant::None),
        pos: a.pos(col),
    });
    a.pending_kernels.push(Pending {
        kernel: k.name,
        kd: kd_name,
    });
    Ok(())
}

/// Gives each `NAME.kd` the binding of its kernel symbol (llvm-mc's rule).
pub(crate) fn finish_descriptors(a: &mut Asm) -> Result<(), AsmError> {
    for p in std::mem::take(&mut a.pending_kernels) {
        let b = a.by_name.get(&p.kernel).and_then(|&i| a.syms[i].binding);
        if let Some(&kd) = a.by_name.get(&p.kd) {
            if a.syms[kd].binding.is_none() {
                a.syms[kd].binding = b.or(Some(Binding::Local));
            }
        }
    }
    Ok(())
}
