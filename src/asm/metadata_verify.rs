//! The checks llvm-mc 14 makes on an `.amdgpu_metadata` document before it
//! writes the note (`docs/assembler.md`, "Kernel metadata"). The rules were
//! read from LLVM's metadata verifier and each one confirmed against llvm-mc
//! 14 (which, unlike later versions, does not check `.uses_dynamic_stack`,
//! `.uniform_work_group_size`, `amdhsa.globals` or the `hidden_heap_v1` and
//! `hidden_dynamic_lds_size` kinds, which it refuses).
//!
//! Like llvm-mc, a string where another type is expected is retyped from its
//! text (so `!str 8` passes as `.offset` and is written as the integer 8);
//! anything else of the wrong type is an error, which names the key.

use super::msgpack_doc::{scalar, Key, Node};
use std::collections::BTreeMap;

type Map = BTreeMap<Key, Node>;
type Check<'a> = &'a dyn Fn(&mut Node) -> Result<(), String>;

/// The scalar types the checks ask for.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Want {
    Str,
    UInt,
    Int,
    Bool,
}

fn matches(n: &Node, w: Want) -> bool {
    matches!(
        (n, w),
        (Node::Str(_), Want::Str)
            | (Node::UInt(_), Want::UInt)
            | (Node::Int(_), Want::Int)
            | (Node::Bool(_), Want::Bool)
    )
}

/// A scalar of type `w`, retyping a string from its text as llvm-mc does.
fn is_scalar(n: &mut Node, w: Want) -> bool {
    if !n.is_scalar() {
        return false;
    }
    if !matches(n, w) {
        let Node::Str(s) = n else { return false };
        // Untagged typing never fails.
        *n = scalar(&s.clone(), None).unwrap_or(Node::Nil);
        return matches(n, w);
    }
    true
}

fn integer(n: &mut Node) -> Result<(), String> {
    if is_scalar(n, Want::UInt) || is_scalar(n, Want::Int) {
        Ok(())
    } else {
        Err(format!("expected an integer, found {}", n.kind()))
    }
}

fn string_in(n: &mut Node, allowed: &[&str]) -> Result<(), String> {
    if !is_scalar(n, Want::Str) {
        return Err(format!("expected a string, found {}", n.kind()));
    }
    match n {
        Node::Str(s) if !allowed.is_empty() && !allowed.contains(&s.as_str()) => {
            Err(if allowed.len() <= 6 {
                format!("`{s}` is not one of {}", allowed.join(", "))
            } else {
                format!("`{s}` is not a value llvm-mc 14 accepts here")
            })
        }
        _ => Ok(()),
    }
}

fn boolean(n: &mut Node) -> Result<(), String> {
    if is_scalar(n, Want::Bool) {
        Ok(())
    } else {
        Err(format!("expected a boolean, found {}", n.kind()))
    }
}

fn array(n: &mut Node, size: Option<usize>, each: Check) -> Result<(), String> {
    let Node::Array(a) = n else {
        return Err(format!("expected an array, found {}", n.kind()));
    };
    if let Some(size) = size.filter(|&s| s != a.len()) {
        return Err(format!("expected {size} entries, found {}", a.len()));
    }
    for (i, x) in a.iter_mut().enumerate() {
        each(x).map_err(|e| format!("[{i}]: {e}"))?;
    }
    Ok(())
}

/// Checks `key` of `map` with `check`; a missing key is an error when `required`.
fn entry(map: &mut Map, key: &str, required: bool, check: Check) -> Result<(), String> {
    match map.get_mut(&Key(Node::Str(key.to_string()))) {
        Some(v) => check(v).map_err(|e| format!("{key}: {e}")),
        None if required => Err(format!("{key} is required")),
        None => Ok(()),
    }
}

fn as_map(n: &mut Node) -> Result<&mut Map, String> {
    match n {
        Node::Map(m) => Ok(m),
        _ => Err(format!("expected a map, found {}", n.kind())),
    }
}

const VALUE_KINDS: &[&str] = &[
    "by_value",
    "global_buffer",
    "dynamic_shared_pointer",
    "sampler",
    "image",
    "pipe",
    "queue",
    "hidden_block_count_x",
    "hidden_block_count_y",
    "hidden_block_count_z",
    "hidden_group_size_x",
    "hidden_group_size_y",
    "hidden_group_size_z",
    "hidden_remainder_x",
    "hidden_remainder_y",
    "hidden_remainder_z",
    "hidden_global_offset_x",
    "hidden_global_offset_y",
    "hidden_global_offset_z",
    "hidden_grid_dims",
    "hidden_none",
    "hidden_printf_buffer",
    "hidden_hostcall_buffer",
    "hidden_default_queue",
    "hidden_completion_action",
    "hidden_multigrid_sync_arg",
    "hidden_private_base",
    "hidden_shared_base",
    "hidden_queue_ptr",
];

const ADDRESS_SPACES: &[&str] = &[
    "private", "global", "constant", "local", "generic", "region",
];
const ACCESS: &[&str] = &["read_only", "write_only", "read_write"];
const LANGUAGES: &[&str] = &[
    "OpenCL C",
    "OpenCL C++",
    "HCC",
    "HIP",
    "OpenMP",
    "Assembler",
];

fn kernel_arg(n: &mut Node) -> Result<(), String> {
    let m = as_map(n)?;
    entry(m, ".name", false, &|n| string_in(n, &[]))?;
    entry(m, ".type_name", false, &|n| string_in(n, &[]))?;
    entry(m, ".size", true, &integer)?;
    entry(m, ".offset", true, &integer)?;
    entry(m, ".value_kind", true, &|n| string_in(n, VALUE_KINDS))?;
    entry(m, ".pointee_align", false, &integer)?;
    entry(m, ".address_space", false, &|n| {
        string_in(n, ADDRESS_SPACES)
    })?;
    entry(m, ".access", false, &|n| string_in(n, ACCESS))?;
    entry(m, ".actual_access", false, &|n| string_in(n, ACCESS))?;
    for key in [".is_const", ".is_restrict", ".is_volatile", ".is_pipe"] {
        entry(m, key, false, &boolean)?;
    }
    Ok(())
}

fn kernel(n: &mut Node) -> Result<(), String> {
    let m = as_map(n)?;
    let ints3: Check = &|n| array(n, Some(3), &integer);
    entry(m, ".name", true, &|n| string_in(n, &[]))?;
    entry(m, ".symbol", true, &|n| string_in(n, &[]))?;
    entry(m, ".language", false, &|n| string_in(n, LANGUAGES))?;
    entry(m, ".language_version", false, &|n| {
        array(n, Some(2), &integer)
    })?;
    entry(m, ".args", false, &|n| array(n, None, &kernel_arg))?;
    entry(m, ".reqd_workgroup_size", false, ints3)?;
    entry(m, ".workgroup_size_hint", false, ints3)?;
    entry(m, ".vec_type_hint", false, &|n| string_in(n, &[]))?;
    entry(m, ".device_enqueue_symbol", false, &|n| string_in(n, &[]))?;
    for key in [
        ".kernarg_segment_size",
        ".group_segment_fixed_size",
        ".private_segment_fixed_size",
        ".kernarg_segment_align",
        ".wavefront_size",
        ".sgpr_count",
        ".vgpr_count",
        ".max_flat_workgroup_size",
    ] {
        entry(m, key, true, &integer)?;
    }
    entry(m, ".sgpr_spill_count", false, &integer)?;
    entry(m, ".vgpr_spill_count", false, &integer)
}

/// Checks (and retypes, as llvm-mc does) a whole metadata document.
pub fn verify(root: &mut Node) -> Result<(), String> {
    let m = as_map(root).map_err(|e| format!("the document: {e}"))?;
    entry(m, "amdhsa.version", true, &|n| array(n, Some(2), &integer))?;
    entry(m, "amdhsa.printf", false, &|n| {
        array(n, None, &|s| string_in(s, &[]))
    })?;
    entry(m, "amdhsa.kernels", true, &|n| array(n, None, &kernel))
}
