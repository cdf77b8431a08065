//! The state JSON of docs/cli.md (input for `--state`, output of `run --json`) and the
//! `--set REG=VALUE` syntax. Errors name the field at fault so a bad input file
//! can be fixed without guessing.

use crate::isa::operand::{self, code};
use crate::isa::Arch;
use crate::run::{Outcome, Status};
use crate::state::vgpr::LANES;
use crate::state::{hwreg, Wave};
use serde_json::{json, Map, Value};

/// A malformed state file or `--set`: which field, and what is wrong with it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{field}: {message}")]
pub struct StateError {
    pub field: String,
    pub message: String,
}

fn err<T>(field: impl Into<String>, message: impl Into<String>) -> Result<T, StateError> {
    Err(StateError {
        field: field.into(),
        message: message.into(),
    })
}

/// Hardware register names in the state JSON, by id.
pub const HWREG_NAMES: [(&str, usize); 8] = [
    ("mode", hwreg::MODE),
    ("status", hwreg::STATUS),
    ("trapsts", hwreg::TRAPSTS),
    ("hw_id", hwreg::HW_ID),
    ("gpr_alloc", hwreg::GPR_ALLOC),
    ("lds_alloc", hwreg::LDS_ALLOC),
    ("ib_sts", hwreg::IB_STS),
    ("sh_mem_bases", hwreg::SH_MEM_BASES),
];

/// A number: a JSON integer (negative ones wrap to the field's width) or a
/// `0x`-prefixed hex string; `bits` is the field's width.
fn number(field: &str, v: &Value, bits: u32) -> Result<u64, StateError> {
    let max = if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    };
    let n = match v {
        Value::Number(n) => {
            if let Some(u) = n.as_u64() {
                u
            } else if let Some(i) = n.as_i64() {
                if bits < 64 && i < -(1i64 << (bits - 1)) {
                    return err(field, format!("{i} does not fit in {bits} bits"));
                }
                (i as u64) & max
            } else {
                return err(field, format!("{n} is not an integer"));
            }
        }
        Value::String(s) => {
            let raw = parse_number(s).map_err(|m| StateError {
                field: field.into(),
                message: m,
            })?;
            if s.trim().starts_with('-') {
                negative_fits(raw, bits).map_err(|m| StateError {
                    field: field.into(),
                    message: format!("{s} {m}"),
                })?
            } else {
                raw
            }
        }
        _ => return err(field, "expected an integer or a 0x-prefixed hex string"),
    };
    if n > max {
        return err(field, format!("0x{n:x} does not fit in {bits} bits"));
    }
    Ok(n)
}

/// A negative number (`raw`, as `parse_number` returns it) in a field of
/// `bits` bits: its two's complement in that width, if it is not below the
/// field's signed minimum (-2^(bits-1)).
fn negative_fits(raw: u64, bits: u32) -> Result<u64, String> {
    if bits >= 64 {
        return Ok(raw);
    }
    let min = -(1i64 << (bits - 1));
    if (raw as i64) < min {
        return Err(format!("does not fit in {bits} bits (the least is {min})"));
    }
    Ok(raw & ((1u64 << bits) - 1))
}

/// Decimal, `0x` hex or negative decimal text (negative values as 64-bit two's
/// complement; callers mask them to the field width).
pub fn parse_number(s: &str) -> Result<u64, String> {
    let t = s.trim().replace('_', "");
    let bad = || format!("`{s}` is not a number (decimal or 0x-prefixed hex)");
    if let Some(h) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        u64::from_str_radix(h, 16).map_err(|_| bad())
    } else if let Some(d) = t.strip_prefix('-') {
        let v = d.parse::<u64>().map_err(|_| bad())?;
        if v > 1u64 << 63 {
            return Err(bad());
        }
        Ok(v.wrapping_neg())
    } else {
        t.parse::<u64>().map_err(|_| bad())
    }
}

/// Applies a state JSON document (docs/cli.md) to `wave`. A full `run --json` output
/// is accepted too: its `state` object is used.
pub fn apply_json(wave: &mut Wave, text: &str) -> Result<(), StateError> {
    let v: Value = serde_json::from_str(text).map_err(|e| StateError {
        field: format!("line {} column {}", e.line(), e.column()),
        message: format!("not valid JSON: {e}"),
    })?;
    apply_value(wave, &v)
}

/// Applies an already parsed state JSON value.
pub fn apply_value(wave: &mut Wave, v: &Value) -> Result<(), StateError> {
    let Value::Object(obj) = v else {
        return err("(top level)", "expected a JSON object");
    };
    if let Some(Value::Object(state)) = obj.get("state") {
        return apply_object(wave, state);
    }
    apply_object(wave, obj)
}

fn apply_object(wave: &mut Wave, obj: &Map<String, Value>) -> Result<(), StateError> {
    let arch = wave.state.arch;
    let nsgpr = arch.num_sgprs() as usize;
    for (key, v) in obj {
        let k = key.as_str();
        match k {
            "sgpr" => match v {
                Value::Array(a) => {
                    if a.len() > nsgpr {
                        return err(
                            "sgpr",
                            format!("{} values but {arch} has {nsgpr} SGPRs", a.len()),
                        );
                    }
                    for (i, x) in a.iter().enumerate() {
                        wave.state.sgpr[i] = number(&format!("sgpr[{i}]"), x, 32)? as u32;
                    }
                }
                Value::Object(m) => {
                    for (name, x) in m {
                        let f = format!("sgpr.{name}");
                        let i = name
                            .strip_prefix('s')
                            .and_then(|n| n.parse::<usize>().ok())
                            .filter(|&i| i < nsgpr);
                        let Some(i) = i else {
                            return err(f, format!("not an SGPR of {arch} (s0..s{})", nsgpr - 1));
                        };
                        wave.state.sgpr[i] = number(&f, x, 32)? as u32;
                    }
                }
                _ => return err("sgpr", "expected an array or an object like {\"s7\": 1}"),
            },
            "vgpr" => apply_vgprs(wave, v)?,
            "vcc" => wave.state.set_vcc(number(k, v, 64)?),
            "exec" => wave.state.set_exec(number(k, v, 64)?),
            "m0" => wave.state.sgpr[code::M0 as usize] = number(k, v, 32)? as u32,
            "scc" => wave.state.scc = number(k, v, 1)? as u32,
            "pc" => wave.state.pc = number(k, v, 64)?,
            "ttmp" => {
                let Value::Array(a) = v else {
                    return err("ttmp", "expected an array");
                };
                let n = arch.num_ttmps() as usize;
                if a.len() > n {
                    return err(
                        "ttmp",
                        format!("{} values but {arch} has {n} TTMPs", a.len()),
                    );
                }
                for (i, x) in a.iter().enumerate() {
                    wave.state.sgpr[arch.ttmp_base() as usize + i] =
                        number(&format!("ttmp[{i}]"), x, 32)? as u32;
                }
            }
            "tba" => wave.state.set_tba(number(k, v, 64)?),
            "tma" => wave.state.set_tma(number(k, v, 64)?),
            "flat_scratch" | "xnack_mask" => {
                let val = number(k, v, 64)?;
                let c = if k == "flat_scratch" {
                    arch.flat_scratch_code()
                } else {
                    arch.xnack_mask_code()
                };
                match c {
                    Some(c) => wave.state.write64(c, val),
                    None if val == 0 => {}
                    None => return err(k, format!("{arch} has no such register")),
                }
            }
            "hwreg" => {
                let Value::Object(m) = v else {
                    return err("hwreg", "expected an object like {\"mode\": 0}");
                };
                for (name, x) in m {
                    let f = format!("hwreg.{name}");
                    let Some(&(_, id)) = HWREG_NAMES.iter().find(|(n, _)| n == name) else {
                        let names: Vec<_> = HWREG_NAMES.iter().map(|(n, _)| *n).collect();
                        return err(f, format!("unknown register (known: {})", names.join(", ")));
                    };
                    let mut val = number(&f, x, 32)? as u32;
                    if id == hwreg::STATUS {
                        // SCC, EXECZ and VCCZ are views of other state, not stored.
                        val &= !(hwreg::STATUS_SCC | hwreg::STATUS_EXECZ | hwreg::STATUS_VCCZ);
                    }
                    wave.state.hwreg[id] = val;
                }
            }
            "memory" => {
                let Value::Array(a) = v else {
                    return err(
                        "memory",
                        "expected an array of {\"addr\", \"hex\" or \"size\"}",
                    );
                };
                for (i, r) in a.iter().enumerate() {
                    map_region(wave, &format!("memory[{i}]"), r)?;
                }
            }
            // Parts of a `run --json` output that are not state.
            "status" | "steps" | "error" | "messages" => {}
            _ => return err(k, "unknown field"),
        }
    }
    Ok(())
}

/// `"vgpr": {"v3": [64 lane values] or one value for every lane}`.
fn apply_vgprs(wave: &mut Wave, v: &Value) -> Result<(), StateError> {
    let Value::Object(m) = v else {
        return err("vgpr", "expected an object like {\"v3\": [64 lane values]}");
    };
    for (name, x) in m {
        let f = format!("vgpr.{name}");
        let r = name
            .strip_prefix('v')
            .and_then(|n| n.parse::<usize>().ok())
            .filter(|&r| wave.vgpr.holds(r, 1));
        let Some(r) = r else {
            return err(
                f,
                format!(
                    "not a VGPR of the wave (v0..v{})",
                    wave.vgpr.limit().max(1) - 1
                ),
            );
        };
        match x {
            Value::Array(a) => {
                if a.len() != LANES {
                    return err(
                        f,
                        format!("{} values: expected one per lane ({LANES})", a.len()),
                    );
                }
                for (l, y) in a.iter().enumerate() {
                    let val = number(&format!("{f}[{l}]"), y, 32)? as u32;
                    wave.vgpr.set(r, l, val);
                }
            }
            _ => {
                let val = number(&f, x, 32)? as u32;
                wave.vgpr.lanes_mut(r).fill(val);
            }
        }
    }
    Ok(())
}

fn map_region(wave: &mut Wave, f: &str, r: &Value) -> Result<(), StateError> {
    let Value::Object(m) = r else {
        return err(f, "expected an object with addr and hex or size");
    };
    let addr = number(
        &format!("{f}.addr"),
        m.get("addr").unwrap_or(&Value::Null),
        64,
    )?;
    let bytes = match (m.get("hex"), m.get("size")) {
        (Some(Value::String(h)), None) => decode_hex(h).map_err(|e| StateError {
            field: format!("{f}.hex"),
            message: e,
        })?,
        (None, Some(s)) => {
            let n = number(&format!("{f}.size"), s, 64)?;
            if n > 1 << 32 {
                return err(format!("{f}.size"), "regions are limited to 4 GiB");
            }
            vec![0u8; n as usize]
        }
        (Some(_), None) => return err(format!("{f}.hex"), "expected a string of hex digits"),
        _ => return err(f, "give exactly one of hex or size"),
    };
    if m.contains_key("crc32") {
        return err(
            format!("{f}.crc32"),
            "a region printed by its size and CRC-32 has no bytes to load: \
             write memory with `run --mem-out DIR` and map the file with --mem ADDR=FILE",
        );
    }
    for key in m.keys() {
        if !matches!(key.as_str(), "addr" | "hex" | "size") {
            return err(format!("{f}.{key}"), "unknown field");
        }
    }
    wave.mem.map(addr, bytes).map_err(|e| StateError {
        field: f.to_string(),
        message: e.to_string(),
    })
}

/// Bytes from hex text (whitespace allowed).
pub fn decode_hex(s: &str) -> Result<Vec<u8>, String> {
    let digits: Vec<u8> = s.bytes().filter(|b| !b.is_ascii_whitespace()).collect();
    if !digits.len().is_multiple_of(2) {
        return Err("odd number of hex digits".into());
    }
    digits
        .chunks(2)
        .enumerate()
        .map(|(i, p)| {
            std::str::from_utf8(p)
                .ok()
                .and_then(|t| u8::from_str_radix(t, 16).ok())
                .ok_or_else(|| format!("byte {i} is not two hex digits"))
        })
        .collect()
}

fn encode_hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}

/// Where a `--set` register lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetTarget {
    /// `dwords` registers from operand code `code`.
    Reg {
        code: u8,
        dwords: u8,
    },
    Scc,
    Pc,
    Tba,
    Tma,
    Hwreg(usize),
    /// VGPR `reg`, every lane or one.
    Vgpr {
        reg: u16,
        lane: Option<u8>,
    },
}

/// `v3` or `v3[5]` (a lane of v3).
fn parse_vgpr(n: &str) -> Option<Result<SetTarget, String>> {
    let rest = n.strip_prefix('v')?;
    let (reg, lane) = match rest.split_once('[') {
        Some((r, l)) => (r, Some(l.strip_suffix(']')?)),
        None => (rest, None),
    };
    let reg = reg.parse::<u16>().ok()?;
    Some(if reg > 255 {
        Err(format!("`{n}`: VGPRs are v0..v255"))
    } else {
        match lane.map(|l| l.trim().parse::<u8>()) {
            None => Ok(SetTarget::Vgpr { reg, lane: None }),
            Some(Ok(l)) if (l as usize) < LANES => Ok(SetTarget::Vgpr { reg, lane: Some(l) }),
            Some(_) => Err(format!("`{n}`: lanes are 0..63")),
        }
    })
}

/// Parses a register name as `--set` takes it (`s5`, `s[4:5]`, `vcc`, `exec_lo`,
/// `m0`, `scc`, `pc`, `ttmp3`, `ttmp[0:1]`, `tba`, `tma`, `flat_scratch`,
/// `xnack_mask`, `mode`, `status`, ...).
pub fn parse_reg(arch: Arch, name: &str) -> Result<SetTarget, String> {
    let n = name.trim().to_ascii_lowercase();
    match n.as_str() {
        "scc" => return Ok(SetTarget::Scc),
        "pc" => return Ok(SetTarget::Pc),
        "tba" if !arch.has_tba_tma_operands() => return Ok(SetTarget::Tba),
        "tma" if !arch.has_tba_tma_operands() => return Ok(SetTarget::Tma),
        _ => {}
    }
    if let Some(&(_, id)) = HWREG_NAMES.iter().find(|(h, _)| *h == n) {
        return Ok(SetTarget::Hwreg(id));
    }
    if let Some((code, dwords)) = operand::named_register(arch, &n) {
        return Ok(SetTarget::Reg { code, dwords });
    }
    let range = |prefix: &str, first: u32, count: u32| -> Option<Result<SetTarget, String>> {
        let rest = n.strip_prefix(prefix)?;
        let (lo, hi) = if let Some(r) = rest.strip_prefix('[').and_then(|r| r.strip_suffix(']')) {
            let (a, b) = r.split_once(':')?;
            (a.trim().parse::<u32>().ok()?, b.trim().parse::<u32>().ok()?)
        } else {
            let i = rest.parse::<u32>().ok()?;
            (i, i)
        };
        Some(if hi < lo || hi - lo > 1 {
            Err(format!(
                "`{name}`: --set takes one register or a pair of two"
            ))
        } else if hi >= count {
            Err(format!(
                "`{name}`: {arch} has {prefix}0..{prefix}{}",
                count - 1
            ))
        } else if hi != lo && lo % 2 != 0 {
            Err(format!(
                "`{name}`: a register pair must start at an even register"
            ))
        } else {
            Ok(SetTarget::Reg {
                code: (first + lo) as u8,
                dwords: (hi - lo + 1) as u8,
            })
        })
    };
    if let Some(r) = parse_vgpr(&n) {
        return r;
    }
    if let Some(r) = range("ttmp", arch.ttmp_base() as u32, arch.num_ttmps() as u32) {
        return r;
    }
    if let Some(r) = range("s", 0, arch.num_sgprs()) {
        return r;
    }
    Err(format!("`{name}` is not a register of {arch}"))
}

/// Applies one `--set REG=VALUE`.
pub fn apply_set(wave: &mut Wave, spec: &str) -> Result<(), StateError> {
    let field = format!("--set {spec}");
    let Some((reg, val)) = spec.split_once('=') else {
        return err(field, "expected REG=VALUE, e.g. s5=7 or s[4:5]=0x100000000");
    };
    let arch = wave.state.arch;
    let target = parse_reg(arch, reg).map_err(|m| StateError {
        field: field.clone(),
        message: m,
    })?;
    let raw = parse_number(val).map_err(|m| StateError {
        field: field.clone(),
        message: m,
    })?;
    let neg = val.trim().starts_with('-');
    let bits = match target {
        SetTarget::Reg { dwords, .. } => 32 * dwords as u32,
        SetTarget::Scc => 1,
        SetTarget::Hwreg(_) | SetTarget::Vgpr { .. } => 32,
        SetTarget::Pc | SetTarget::Tba | SetTarget::Tma => 64,
    };
    let max = if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    };
    let v = if neg && bits > 1 {
        negative_fits(raw, bits).map_err(|m| StateError {
            field: field.clone(),
            message: format!("{val} {m}"),
        })?
    } else {
        raw
    };
    if v > max {
        return err(field, format!("{val} does not fit in {bits} bits"));
    }
    if let SetTarget::Vgpr { reg, lane } = target {
        if !wave.vgpr.holds(reg as usize, 1) {
            return err(
                field,
                format!("the wave has {} VGPRs (v0..)", wave.vgpr.limit()),
            );
        }
        match lane {
            Some(l) => wave.vgpr.set(reg as usize, l as usize, v as u32),
            None => wave.vgpr.lanes_mut(reg as usize).fill(v as u32),
        }
        return Ok(());
    }
    let st = &mut wave.state;
    match target {
        SetTarget::Vgpr { .. } => {}
        SetTarget::Reg { code, dwords: 1 } => st.sgpr[code as usize] = v as u32,
        SetTarget::Reg { code, .. } => st.write64(code, v),
        SetTarget::Scc => st.scc = v as u32,
        SetTarget::Pc => st.pc = v,
        SetTarget::Tba => st.set_tba(v),
        SetTarget::Tma => st.set_tma(v),
        SetTarget::Hwreg(id) => {
            let mut v = v as u32;
            if id == hwreg::STATUS {
                v &= !(hwreg::STATUS_SCC | hwreg::STATUS_EXECZ | hwreg::STATUS_VCCZ);
            }
            st.hwreg[id] = v;
        }
    }
    Ok(())
}

/// Regions of at most this many bytes print their bytes in `run --json`
/// (`hex`); larger ones print their `size` and the `crc32` of their bytes
/// instead, so that the output stays small whatever is mapped (docs/cli.md).
pub const JSON_HEX_MAX: usize = 64 * 1024;

/// One region of the `memory` array: `{addr, hex}` up to [`JSON_HEX_MAX`]
/// bytes, else `{addr, size, crc32}` (CRC-32 as zlib's `crc32` computes it).
pub fn region_to_json(r: &crate::state::Region) -> Value {
    if r.data.len() <= JSON_HEX_MAX {
        json!({"addr": r.addr, "hex": encode_hex(&r.data)})
    } else {
        json!({"addr": r.addr, "size": r.data.len(), "crc32": crc32fast::hash(&r.data)})
    }
}

/// The `state` object of `run --json`: every register of the arch and every
/// mapped region.
pub fn state_to_json(wave: &Wave) -> Value {
    let st = &wave.state;
    let arch = st.arch;
    let sgpr: Vec<u32> = st.sgpr[..arch.num_sgprs() as usize].to_vec();
    let tb = arch.ttmp_base() as usize;
    let ttmp: Vec<u32> = st.sgpr[tb..tb + arch.num_ttmps() as usize].to_vec();
    let mut hw = Map::new();
    for (name, id) in HWREG_NAMES {
        let v = if id == hwreg::STATUS {
            st.status()
        } else {
            st.hwreg[id]
        };
        hw.insert(name.into(), json!(v));
    }
    let memory: Vec<Value> = wave
        .mem
        .regions
        .iter()
        .map(region_to_json)
        .chain(wave.mem.shared.iter().map(|r| {
            region_to_json(&crate::state::Region {
                addr: r.addr,
                data: std::sync::Arc::new(r.bytes.to_vec()),
            })
        }))
        .collect();
    let vgpr: Map<String, Value> = wave
        .vgpr
        .nonzero()
        .map(|(r, lanes)| (format!("v{r}"), json!(lanes.to_vec())))
        .collect();
    json!({
        "sgpr": sgpr,
        "vgpr": vgpr,
        "vcc": st.vcc(),
        "exec": st.exec(),
        "m0": st.m0(),
        "scc": st.scc,
        "pc": st.pc,
        "ttmp": ttmp,
        "tba": st.tba(),
        "tma": st.tma(),
        "flat_scratch": arch.flat_scratch_code().map_or(0, |c| st.read64(c)),
        "xnack_mask": arch.xnack_mask_code().map_or(0, |c| st.read64(c)),
        "hwreg": hw,
        "memory": memory,
    })
}

/// The whole `run --json` object.
pub fn outcome_to_json(outcome: &Outcome, wave: &Wave) -> Value {
    let mut o = Map::new();
    o.insert("status".into(), json!(outcome.status.name()));
    if let Status::Error(e) = &outcome.status {
        o.insert(
            "error".into(),
            json!({"kind": e.kind.name(), "pc": e.pc, "message": e.message}),
        );
    }
    o.insert("steps".into(), json!(outcome.steps));
    o.insert("state".into(), state_to_json(wave));
    let msgs: Vec<Value> = wave
        .messages
        .iter()
        .map(|m| json!({"pc": m.pc, "simm16": m.simm16, "m0": m.m0}))
        .collect();
    o.insert("messages".into(), Value::Array(msgs));
    Value::Object(o)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_parses_pairs_and_names() {
        let mut w = Wave::new(Arch::Gfx9);
        apply_set(&mut w, "s[4:5]=0x100000000").unwrap();
        assert_eq!((w.state.sgpr[4], w.state.sgpr[5]), (0, 1));
        apply_set(&mut w, "vcc=-1").unwrap();
        assert_eq!(w.state.vcc(), u64::MAX);
        apply_set(&mut w, "m0=7").unwrap();
        assert_eq!(w.state.m0(), 7);
        assert!(apply_set(&mut w, "s102=1").is_err());
        assert!(apply_set(&mut w, "s5=0x100000000").is_err());
        assert!(apply_set(&mut w, "scc=2").is_err());
        assert!(apply_set(&mut w, "s[3:4]=1").is_err());
        let e = apply_set(&mut w, "bogus=1").unwrap_err();
        assert!(e.to_string().contains("bogus"));
    }

    #[test]
    fn json_round_trips() {
        let mut w = Wave::new(Arch::Gfx7);
        apply_json(
            &mut w,
            r#"{"sgpr": {"s3": "0xff"}, "exec": 1, "memory": [{"addr": 16, "hex": "01020304"}]}"#,
        )
        .unwrap();
        assert_eq!(w.state.sgpr[3], 255);
        let v = state_to_json(&w);
        let mut w2 = Wave::new(Arch::Gfx7);
        apply_value(&mut w2, &v).unwrap();
        assert_eq!(w, w2);
    }

    #[test]
    fn bad_fields_are_named() {
        let mut w = Wave::new(Arch::Gfx9);
        let e = apply_json(&mut w, r#"{"m0": "zz"}"#).unwrap_err();
        assert_eq!(e.field, "m0");
        let e = apply_json(&mut w, r#"{"sgpr": [1, -1, "x"]}"#).unwrap_err();
        assert_eq!(e.field, "sgpr[2]");
        let e = apply_json(&mut w, r#"{"hwreg": {"moed": 1}}"#).unwrap_err();
        assert_eq!(e.field, "hwreg.moed");
    }
}
