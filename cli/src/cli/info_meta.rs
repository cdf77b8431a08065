//! The text form of the kernel metadata `gcnjit info` prints
//! (docs/code-objects.md, "Kernel metadata"), from the same JSON object
//! `--json` prints, so both always show the same facts.

use serde_json::Value;
use std::fmt::Write as _;

/// A JSON value as it reads in text: strings bare, absent values as `-`.
fn show(v: &Value) -> String {
    match v {
        Value::Null => "-".into(),
        Value::String(s) => s.clone(),
        Value::Array(a) => a.iter().map(show).collect::<Vec<_>>().join("x"),
        _ => v.to_string(),
    }
}

/// Appends the metadata section: the note's version and target, then each
/// kernel's sizes, registers, workgroup limits and arguments.
pub fn text(s: &mut String, m: &Value) {
    let version = match m["version"].as_array() {
        Some(v) => v.iter().map(show).collect::<Vec<_>>().join("."),
        None => "-".into(),
    };
    let _ = writeln!(
        s,
        "metadata: amdhsa.version {version}, amdhsa.target {}, {} printf format(s)",
        show(&m["target"]),
        m["printf"].as_array().map_or(0, Vec::len)
    );
    for f in m["printf"].as_array().into_iter().flatten() {
        let _ = writeln!(s, "  printf {}", show(f));
    }
    for k in m["kernels"].as_array().into_iter().flatten() {
        kernel(s, k);
    }
    others(s, "  ", &m["other"]);
}

fn kernel(s: &mut String, k: &Value) {
    let lang = match (&k["language"], &k["language_version"]) {
        (Value::Null, _) => String::new(),
        (l, Value::Null) => format!(", language {}", show(l)),
        (l, v) => format!(
            ", language {} {}",
            show(l),
            v.as_array()
                .into_iter()
                .flatten()
                .map(show)
                .collect::<Vec<_>>()
                .join(".")
        ),
    };
    let _ = writeln!(
        s,
        "  {} (symbol {}{lang})",
        show(&k["name"]),
        show(&k["symbol"])
    );
    let _ = writeln!(
        s,
        "    kernarg segment {} bytes, align {}; LDS {} bytes; scratch {} bytes per work-item{}",
        show(&k["kernarg_segment_size"]),
        show(&k["kernarg_segment_align"]),
        show(&k["group_segment_fixed_size"]),
        show(&k["private_segment_fixed_size"]),
        match &k["uses_dynamic_stack"] {
            Value::Bool(true) => " (dynamic stack)",
            _ => "",
        }
    );
    let _ = writeln!(
        s,
        "    registers: {} SGPRs, {} VGPRs, {} AGPRs; spilled {} SGPRs, {} VGPRs; wavefront size {}",
        show(&k["sgpr_count"]),
        show(&k["vgpr_count"]),
        show(&k["agpr_count"]),
        show(&k["sgpr_spill_count"]),
        show(&k["vgpr_spill_count"]),
        show(&k["wavefront_size"])
    );
    let _ = writeln!(
        s,
        "    workgroup: at most {} work-items, required size {}, size hint {}, uniform {}",
        show(&k["max_flat_workgroup_size"]),
        show(&k["reqd_workgroup_size"]),
        show(&k["workgroup_size_hint"]),
        show(&k["uniform_work_group_size"])
    );
    for key in [
        "vec_type_hint",
        "device_enqueue_symbol",
        "kind",
        "workgroup_processor_mode",
    ] {
        if !k[key].is_null() {
            let _ = writeln!(s, "    {key} {}", show(&k[key]));
        }
    }
    let args = k["args"].as_array().map_or(&[][..], Vec::as_slice);
    let _ = writeln!(s, "    arguments ({}):", args.len());
    for a in args {
        argument(s, a);
    }
    others(s, "    ", &k["other"]);
}

fn argument(s: &mut String, a: &Value) {
    let mut line = format!(
        "      offset {:<4} size {:<3} {:<26}",
        show(&a["offset"]),
        show(&a["size"]),
        show(&a["value_kind"]),
    );
    if a["hidden"] == Value::Bool(true) {
        line.push_str(" (hidden)");
    }
    if !a["address_space"].is_null() {
        let _ = write!(line, " {}", show(&a["address_space"]));
    }
    match (&a["name"], &a["type_name"]) {
        (Value::Null, Value::Null) => {}
        (Value::Null, t) => {
            let _ = write!(line, " ({})", show(t));
        }
        (n, Value::Null) => {
            let _ = write!(line, " {}", show(n));
        }
        (n, t) => {
            let _ = write!(line, " {} ({})", show(n), show(t));
        }
    }
    for key in ["pointee_align", "access", "actual_access"] {
        if !a[key].is_null() {
            let _ = write!(line, " {key}={}", show(&a[key]));
        }
    }
    for key in ["is_const", "is_volatile", "is_restrict", "is_pipe"] {
        if a[key] == Value::Bool(true) {
            let _ = write!(line, " {}", &key[3..]);
        }
    }
    let _ = writeln!(s, "{}", line.trim_end());
    others(s, "        ", &a["other"]);
}

/// Keys gcnjit does not interpret, shown as JSON so nothing is hidden.
fn others(s: &mut String, indent: &str, other: &Value) {
    for (key, v) in other.as_object().into_iter().flatten() {
        let _ = writeln!(s, "{indent}{key}: {v}");
    }
}
