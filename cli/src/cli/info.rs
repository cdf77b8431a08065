//! `gcnjit info`: what an AMDGPU code object holds (docs/code-objects.md).

use clap::Args;
use gcnjit::code_object::bundle::{self, Container, FatBinary, Method};
use gcnjit::code_object::descriptor::{
    decode_fields, PROPERTY_FIELDS, RSRC1_FIELDS, RSRC2_FIELDS, RSRC3_GFX90A_FIELDS,
};
use gcnjit::code_object::{CodeObject, Kernel, SymbolKind};
use serde_json::{json, Map, Value};
use std::fmt::Write as _;
use std::process::ExitCode;

#[derive(Args, Debug)]
#[command(after_help = "Examples:\n  \
    gcnjit info kernel.o\n  \
    gcnjit info kernel.hsaco --json | jq '.kernels[0].descriptor'\n  \
    gcnjit info /usr/lib/x86_64-linux-gnu/librocrand.so.1          # the targets it holds\n  \
    gcnjit info /usr/lib/x86_64-linux-gnu/librocrand.so.1 --target gfx900\n\n\
Prints the target (processor from e_flags and its generation), the loaded sections at their \
addresses (a relocatable object's laid out as docs/code-objects.md describes), the \
functions, and every kernel with each field of its descriptor by name: segment sizes, \
entry, COMPUTE_PGM_RSRC1/2/3 split into their bit fields, kernel code properties and the \
user SGPR layout they give; then the kernel metadata of the NT_AMDGPU_METADATA note \
(docs/code-objects.md, \"Kernel metadata\"): each kernel's arguments with offset, size, value \
kind and address space (hidden arguments marked), LDS and scratch sizes, register counts and \
workgroup size limits. --json adds it as the \"metadata\" object.\n\n\
A fat binary (clang offload bundle, compressed CCOB bundle, or host ELF file with a \
.hip_fatbin section) is listed bundle by bundle with its targets; --target shows one of \
its code objects as above (docs/code-objects.md, \"Fat binaries\").")]
pub struct InfoArgs {
    /// An AMDGPU ELF code object (relocatable object or linked .hsaco), or a fat binary.
    pub file: String,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
    /// The code object of a fat binary to describe: a target id (gfx900:xnack-), a
    /// processor (gfx906, fiji) or a generation (gfx9), `@N` for bundle N. For a plain
    /// code object it must name the file's generation.
    #[arg(long, visible_alias = "arch", value_name = "TARGET", value_parser = super::parse_target)]
    pub target: Option<super::Target>,
}

pub fn info(a: InfoArgs) -> anyhow::Result<ExitCode> {
    let bytes = std::fs::read(&a.file).map_err(|e| anyhow::anyhow!("{}: {e}", a.file))?;
    if a.target.is_none() && bundle::is_fat_binary(&bytes) {
        let fat = FatBinary::parse(&bytes).map_err(|e| anyhow::anyhow!("{}: {e}", a.file))?;
        let v = describe_fat(&a.file, &fat);
        if a.json {
            println!("{v}");
        } else {
            print!("{}", fat_text(&v, &fat));
        }
        return Ok(ExitCode::SUCCESS);
    }
    let target = a.target.as_ref().map(|t| t.spelled.as_str());
    let co = CodeObject::open(&bytes, &a.file, target)?;
    let v = describe(&co);
    if a.json {
        println!("{v}");
    } else {
        print!("{}", text(&v));
    }
    Ok(ExitCode::SUCCESS)
}

/// The JSON object `info --json` prints for a fat binary without `--target`.
fn describe_fat(file: &str, fat: &FatBinary) -> Value {
    let bundles: Vec<Value> = fat
        .bundles
        .iter()
        .enumerate()
        .map(|(i, b)| {
            let entries: Vec<Value> = fat
                .entries
                .iter()
                .filter(|e| e.bundle == i)
                .map(|e| {
                    json!({"id": e.id, "kind": e.kind(), "target": e.target_id(),
                           "device": e.is_device(), "offset": e.offset, "size": e.size})
                })
                .collect();
            let compression = b.compression.map(|c| {
                json!({"version": c.version,
                       "method": match c.method { Method::Zlib => "zlib", Method::Zstd => "zstd" },
                       "uncompressed_size": c.uncompressed_size})
            });
            json!({"offset": b.offset, "size": b.size, "compression": compression,
                   "entries": entries})
        })
        .collect();
    let targets: Vec<String> = fat.devices().map(|e| fat.label(e)).collect();
    json!({
        "file": file,
        "container": match fat.container {
            Container::Bundle => "offload-bundle",
            Container::HostElf => "host-elf",
        },
        "targets": targets,
        "bundles": bundles,
    })
}

/// The text form of [`describe_fat`]'s object.
fn fat_text(v: &Value, fat: &FatBinary) -> String {
    let targets: Vec<&str> = v["targets"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(Value::as_str)
        .collect();
    let what = match fat.container {
        Container::Bundle => "offload bundle file",
        Container::HostElf => "host ELF file with a .hip_fatbin section",
    };
    let mut s = String::new();
    let _ = writeln!(
        s,
        "{}: {what}, {} bundle(s), targets: {}",
        v["file"].as_str().unwrap_or(""),
        fat.bundles.len(),
        if targets.is_empty() {
            "none".to_string()
        } else {
            targets.join(", ")
        }
    );
    s.push_str(&fat.describe());
    let _ = writeln!(s, "(--target TARGET describes one code object)");
    s
}

fn fields(word: u32, table: &[(&'static str, u32, u32)]) -> Value {
    let mut m = Map::new();
    for (name, v) in decode_fields(word, table) {
        m.insert(name.to_string(), json!(v));
    }
    Value::Object(m)
}

fn kernel_json(co: &CodeObject, k: &Kernel) -> Value {
    let d = &k.descriptor;
    let rsrc3 = if co.processor.name == "gfx90a" {
        fields(d.compute_pgm_rsrc3, &RSRC3_GFX90A_FIELDS)
    } else {
        json!({})
    };
    let layout: Vec<Value> = d
        .user_sgpr_layout()
        .iter()
        .map(|(u, first)| json!({"name": u.name(), "sgpr": first}))
        .collect();
    json!({
        "name": k.name,
        "kd_address": k.kd_address,
        "entry": k.entry,
        "descriptor": {
            "group_segment_fixed_size": d.group_segment_fixed_size,
            "private_segment_fixed_size": d.private_segment_fixed_size,
            "kernarg_size": d.kernarg_size,
            "kernel_code_entry_byte_offset": d.kernel_code_entry_byte_offset,
            "compute_pgm_rsrc3": d.compute_pgm_rsrc3,
            "compute_pgm_rsrc3_fields": rsrc3,
            "compute_pgm_rsrc1": d.compute_pgm_rsrc1,
            "compute_pgm_rsrc1_fields": fields(d.compute_pgm_rsrc1, &RSRC1_FIELDS),
            "compute_pgm_rsrc2": d.compute_pgm_rsrc2,
            "compute_pgm_rsrc2_fields": fields(d.compute_pgm_rsrc2, &RSRC2_FIELDS),
            "kernel_code_properties": d.kernel_code_properties,
            "kernel_code_properties_fields":
                fields(d.kernel_code_properties as u32, &PROPERTY_FIELDS),
        },
        "user_sgprs": layout,
        "enabled_user_sgpr_count": d.enabled_user_sgpr_count(),
    })
}

/// The JSON object `info --json` prints.
pub fn describe(co: &CodeObject) -> Value {
    let sections: Vec<Value> = co
        .sections()
        .iter()
        .map(|s| {
            let mut flags = String::from("A");
            if s.writable {
                flags.push('W');
            }
            if s.executable {
                flags.push('X');
            }
            json!({"name": s.name, "address": s.address, "size": s.size,
                   "align": s.align, "flags": flags, "nobits": s.nobits})
        })
        .collect();
    let functions: Vec<Value> = co
        .symbols()
        .iter()
        .filter(|s| s.kind == SymbolKind::Func)
        .map(|s| json!({"name": s.name, "address": s.address, "size": s.size, "global": s.global}))
        .collect();
    let symbols: Vec<Value> = co
        .symbols()
        .iter()
        .filter(|s| !matches!(s.kind, SymbolKind::Other(_)))
        .map(|s| {
            json!({"name": s.name, "kind": s.kind.name(), "address": s.address,
                   "size": s.size, "global": s.global, "section": s.section})
        })
        .collect();
    let kernels: Vec<Value> = co.kernels().iter().map(|k| kernel_json(co, k)).collect();
    json!({
        "file": co.file,
        "target": {
            "processor": co.processor.name,
            "arch": co.arch.name(),
            "e_flags": co.e_flags,
            "abi_version": co.abi_version,
            "kind": if co.linked { "linked" } else { "relocatable" },
            "xnack": co.target_features()[0].1,
            "sramecc": co.target_features()[1].1,
            // The processor's instruction-set features (docs/isa.md,
            // "Processor features (gfx906)").
            "features": co.processor.features().names(),
        },
        "sections": sections,
        "functions": functions,
        "symbols": symbols,
        "kernels": kernels,
        "metadata": co.metadata().map(|m| m.to_json()),
    })
}

fn num(v: &Value) -> u64 {
    v.as_u64().unwrap_or(0)
}

/// The text form of [`describe`]'s object.
fn text(v: &Value) -> String {
    let mut s = String::new();
    let t = &v["target"];
    let _ = writeln!(
        s,
        "{}: {} code object, target {} ({}), e_flags 0x{:x} (xnack {}, sramecc {}), EI_ABIVERSION {}",
        v["file"].as_str().unwrap_or(""),
        t["kind"].as_str().unwrap_or(""),
        t["processor"].as_str().unwrap_or(""),
        t["arch"].as_str().unwrap_or(""),
        num(&t["e_flags"]),
        t["xnack"].as_str().unwrap_or(""),
        t["sramecc"].as_str().unwrap_or(""),
        num(&t["abi_version"])
    );
    let features: Vec<&str> = t["features"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|f| f.as_str())
        .collect();
    if !features.is_empty() {
        let _ = writeln!(s, "processor features: {}", features.join(", "));
    }
    let _ = writeln!(s, "sections:");
    for sec in v["sections"].as_array().into_iter().flatten() {
        let _ = writeln!(
            s,
            "  {:<16} 0x{:08x}  size 0x{:<6x} align {:<4} {}{}",
            sec["name"].as_str().unwrap_or(""),
            num(&sec["address"]),
            num(&sec["size"]),
            num(&sec["align"]),
            sec["flags"].as_str().unwrap_or(""),
            if sec["nobits"].as_bool() == Some(true) {
                " nobits"
            } else {
                ""
            }
        );
    }
    let _ = writeln!(s, "functions:");
    for f in v["functions"].as_array().into_iter().flatten() {
        let _ = writeln!(
            s,
            "  {:<24} 0x{:08x}  size {}",
            f["name"].as_str().unwrap_or(""),
            num(&f["address"]),
            num(&f["size"])
        );
    }
    let _ = writeln!(s, "kernels:");
    for k in v["kernels"].as_array().into_iter().flatten() {
        let _ = writeln!(
            s,
            "  {}: descriptor 0x{:x}, entry 0x{:x}",
            k["name"].as_str().unwrap_or(""),
            num(&k["kd_address"]),
            num(&k["entry"])
        );
        let d = &k["descriptor"];
        for (key, val) in d.as_object().into_iter().flatten() {
            match val {
                Value::Object(m) => {
                    for (f, x) in m {
                        let _ = writeln!(s, "      {key}.{f} = {x}");
                    }
                }
                Value::Number(n)
                    if key.starts_with("compute_pgm") || key.ends_with("properties") =>
                {
                    let _ = writeln!(s, "    {key} = 0x{:08x}", n.as_u64().unwrap_or(0));
                }
                _ => {
                    let _ = writeln!(s, "    {key} = {val}");
                }
            }
        }
        let layout: Vec<String> = k["user_sgprs"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|u| format!("s{}: {}", num(&u["sgpr"]), u["name"].as_str().unwrap_or("")))
            .collect();
        let _ = writeln!(
            s,
            "    user SGPRs ({}): {}",
            num(&k["enabled_user_sgpr_count"]),
            if layout.is_empty() {
                "none".to_string()
            } else {
                layout.join(", ")
            }
        );
    }
    if let Some(m) = v.get("metadata").filter(|m| !m.is_null()) {
        super::info_meta::text(&mut s, m);
    }
    s
}
