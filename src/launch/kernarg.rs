//! The kernarg segment laid out from the kernel's metadata, as the ROCm
//! runtime does (docs/launch.md, "Kernel arguments"): each explicit argument
//! at its `.offset`, checked against its `.value_kind` and `.size`, and the
//! hidden arguments the runtime fills in after them.

use super::args::KernelArg;
use super::grid::Grid;
use super::QUEUE_ADDR;
use crate::code_object::meta::{KernelMeta, ValueKind};

/// What the hidden arguments are filled from.
pub(crate) struct Hidden<'a> {
    pub grid: &'a Grid,
    /// Bytes of dynamic LDS the `local:` arguments asked for.
    pub dynamic_lds: u64,
}

/// One explicit argument's bytes, or why it does not fit its metadata.
fn explicit(
    i: usize,
    m: &crate::code_object::meta::KernelArg,
    a: &KernelArg,
    addr: &mut dyn FnMut() -> u64,
    lds: &mut u64,
) -> Result<Vec<u8>, String> {
    let what = || {
        let mut parts = Vec::new();
        if let Some(n) = &m.name {
            parts.push(format!("`{n}`"));
        }
        if let Some(t) = &m.type_name {
            parts.push(t.clone());
        }
        parts.push(format!("{}, {} bytes", m.value_kind, m.size));
        format!("argument {i} ({})", parts.join(", "))
    };
    let bytes = match (&m.value_kind, a) {
        (ValueKind::GlobalBuffer, KernelArg::Buffer(_)) => addr().to_le_bytes().to_vec(),
        (ValueKind::GlobalBuffer, KernelArg::U64(v)) => v.to_le_bytes().to_vec(),
        (ValueKind::GlobalBuffer, _) => {
            return Err(format!("{} is a pointer: give buf: or u64:", what()))
        }
        (ValueKind::DynamicSharedPointer, KernelArg::Local(size)) => {
            // The LDS offset of the block, after the kernel's own LDS and
            // earlier blocks, at the pointee's alignment.
            let align = m.pointee_align.unwrap_or(4).max(1);
            let at = lds.next_multiple_of(align);
            *lds = at + size;
            (at as u32).to_le_bytes().to_vec()
        }
        (ValueKind::DynamicSharedPointer, _) => {
            return Err(format!(
                "{} is an OpenCL __local pointer: give local:SIZE",
                what()
            ))
        }
        (ValueKind::ByValue, KernelArg::Buffer(_) | KernelArg::Local(_)) => {
            return Err(format!(
            "{} is passed by value: give u8:, u16:, u32:, i32:, u64:, i64:, f32:, f64: or bytes:",
            what()
        ))
        }
        (ValueKind::ByValue, a) => a.value_bytes(),
        (k, _) => return Err(format!("{}: gcnjit does not pass {k} arguments", what())),
    };
    if bytes.len() as u64 != m.size {
        return Err(format!(
            "{}: the value given takes {} bytes",
            what(),
            bytes.len()
        ));
    }
    Ok(bytes)
}

/// The value of a hidden argument (docs/launch.md lists them).
fn hidden(kind: &str, size: u64, h: &Hidden) -> Vec<u8> {
    let g = h.grid;
    let dim = |s: &str| match s.chars().last() {
        Some('y') => 1,
        Some('z') => 2,
        _ => 0,
    };
    let v: u64 = match kind {
        k if k.starts_with("block_count_") => g.counts()[dim(k)],
        k if k.starts_with("group_size_") => g.block[dim(k)] as u64,
        k if k.starts_with("remainder_") => (g.size[dim(k)] % g.block[dim(k)].max(1)) as u64,
        "grid_dims" => g.dims as u64,
        "dynamic_lds_size" => h.dynamic_lds,
        "queue_ptr" => QUEUE_ADDR,
        // The apertures' high halves, as the queue object holds them.
        "shared_base" => ((super::SH_MEM_BASES >> 16) << 16) as u64,
        "private_base" => ((super::SH_MEM_BASES & 0xFFFF) << 16) as u64,
        // Global offsets are 0; printf, hostcall, heap, default queue,
        // completion action and multigrid sync are null.
        _ => 0,
    };
    v.to_le_bytes()[..(size as usize).min(8)].to_vec()
}

/// The kernarg bytes for `args` placed as `meta` says, with `addrs` the
/// buffers' addresses and `lds_fixed` the kernel's own LDS bytes. Returns
/// the bytes and the dynamic LDS the `local:` arguments take.
pub(crate) fn layout(
    meta: &KernelMeta,
    args: &[KernelArg],
    addrs: &[u64],
    lds_fixed: u64,
    grid: &Grid,
) -> Result<(Vec<u8>, u64), String> {
    let explicit_args: Vec<_> = meta
        .args
        .iter()
        .filter(|a| !a.value_kind.is_hidden())
        .collect();
    if explicit_args.len() != args.len() {
        let list: Vec<String> = explicit_args
            .iter()
            .map(|a| {
                format!(
                    "{} ({}, {} bytes)",
                    a.name.as_deref().unwrap_or("?"),
                    a.value_kind,
                    a.size
                )
            })
            .collect();
        return Err(format!(
            "kernel {} takes {} arguments ({}), {} given",
            meta.name,
            explicit_args.len(),
            list.join(", "),
            args.len()
        ));
    }
    let end = meta
        .args
        .iter()
        .map(|a| a.offset + a.size)
        .max()
        .unwrap_or(0)
        .max(meta.kernarg_segment_size.unwrap_or(0));
    if end > super::setup::MAX_KERNARG_BYTES as u64 {
        return Err(format!("a kernarg segment of {end} bytes is too large"));
    }
    let mut out = vec![0u8; end as usize];
    let mut k = 0;
    let mut next_addr = || {
        k += 1;
        addrs.get(k - 1).copied().unwrap_or(0)
    };
    let mut lds = lds_fixed;
    let mut i = 0;
    for m in &meta.args {
        if m.value_kind.is_hidden() {
            continue;
        }
        let bytes = explicit(i, m, &args[i], &mut next_addr, &mut lds)?;
        let at = m.offset as usize;
        out[at..at + bytes.len()].copy_from_slice(&bytes);
        i += 1;
    }
    let dynamic_lds = lds - lds_fixed;
    let h = Hidden { grid, dynamic_lds };
    for m in &meta.args {
        if let ValueKind::Hidden(kind) = &m.value_kind {
            let bytes = hidden(kind, m.size, &h);
            let at = m.offset as usize;
            out[at..at + bytes.len()].copy_from_slice(&bytes);
        }
    }
    Ok((out, dynamic_lds))
}
