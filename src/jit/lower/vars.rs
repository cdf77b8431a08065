//! Where the registers live while a region runs: each dword register the
//! region uses in an I32 Cranelift variable (a pair used mostly as 64 bits in
//! one I64 variable, see `pairs`), SCC in an I8 one. The prologue loads them
//! from the wave state, the exit stores those the region wrote; everything in
//! between is SSA values, which is what lets Cranelift keep a loop's registers
//! in host registers.
//!
//! `Vars` is that register file; the `Lowerer` methods below are the only way
//! lowering reads or writes a register or SCC, so the rules of a write (the
//! TTMP privilege rule, wide halves, forgetting affine forms, the
//! speculation log) are applied in one place.

use super::{affine, mem, pairs, Lowerer};
use crate::isa::operand::code;
use crate::isa::Arch;
use crate::jit::region::Region;
use crate::state::{hwreg, offsets};
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::types::{I32, I64, I8};
use cranelift_codegen::ir::{InstBuilder, Value};
use cranelift_frontend::{FunctionBuilder, Variable};

/// The register variables of one region.
pub(super) struct Vars {
    /// The I32 variable of each dword register the region uses, by code.
    regs: [Option<Variable>; 128],
    /// I64 variables of the pairs that live as one value (`pairs`), by `code / 2`.
    wide: [Option<Variable>; pairs::PAIRS],
    /// The registers the region writes: the exit stores only those.
    written: [bool; 128],
    /// Affine forms of dword registers in the current block (`affine`).
    forms: [Option<affine::Form>; 128],
    scc: Option<Variable>,
    scc_written: bool,
    /// The generation's SGPR count (the registers M0-relative access reaches).
    sgprs: u32,
    /// Set once the SGPR variables of a region with M0-relative access are
    /// declared: no other SGPR may get one.
    fixed_sgprs: bool,
    /// An SGPR the relative-access scan did not name was used: the function
    /// would be wrong, so the region is left to the interpreter.
    missed_sgpr: bool,
}

impl Vars {
    /// The variables of `region` before lowering: only its wide pairs, which
    /// are chosen from the whole region up front.
    pub(super) fn new(b: &mut FunctionBuilder, region: &Region, arch: Arch) -> Self {
        let mut wide = [None; pairs::PAIRS];
        for (p, w) in pairs::wide_pairs(region, arch).into_iter().enumerate() {
            if w {
                wide[p] = Some(b.declare_var(I64));
            }
        }
        Vars {
            regs: [None; 128],
            wide,
            written: [false; 128],
            forms: [None; 128],
            scc: None,
            scc_written: false,
            sgprs: arch.num_sgprs(),
            fixed_sgprs: false,
            missed_sgpr: false,
        }
    }

    /// The variable of dword register `c`, declared on first use.
    fn var(&mut self, b: &mut FunctionBuilder, c: u8) -> Variable {
        let c = c & 127;
        match self.regs[c as usize] {
            Some(v) => v,
            None => {
                if self.fixed_sgprs && (c as u32) < self.sgprs {
                    self.missed_sgpr = true;
                }
                let v = b.declare_var(I32);
                self.regs[c as usize] = Some(v);
                v
            }
        }
    }

    /// SCC lives in an I8 truth variable so that a compare feeding a branch
    /// needs no extension and re-test.
    fn scc_var(&mut self, b: &mut FunctionBuilder) -> Variable {
        match self.scc {
            Some(v) => v,
            None => {
                let v = b.declare_var(I8);
                self.scc = Some(v);
                v
            }
        }
    }

    /// The I64 variable of the wide pair starting at `c`, if it is one.
    pub(super) fn wide_var(&self, c: u8) -> Option<Variable> {
        if c.is_multiple_of(2) && c < 128 {
            self.wide[c as usize / 2]
        } else {
            None
        }
    }

    /// Notes a write of dword register `c` (below 128): the exit stores it,
    /// and its affine form no longer holds.
    fn wrote(&mut self, c: u8) {
        self.written[c as usize] = true;
        self.forms[c as usize] = None;
    }

    /// From now on no SGPR may get a variable it does not have yet (see
    /// `missed_sgpr`).
    pub(super) fn fix_sgprs(&mut self) {
        self.fixed_sgprs = true;
    }

    /// Whether the function is right: no SGPR was used that M0-relative
    /// access would have missed.
    pub(super) fn complete(&self) -> bool {
        !self.missed_sgpr
    }

    /// The affine form of register `c`, if it has one.
    pub(super) fn form(&self, c: u8) -> Option<affine::Form> {
        self.forms[c as usize & 127]
    }

    pub(super) fn set_form(&mut self, c: u8, f: affine::Form) {
        self.forms[c as usize & 127] = Some(f);
    }

    /// Forgets every form (at a block boundary).
    pub(super) fn forget_forms(&mut self) {
        self.forms = [None; 128];
    }

    /// The SGPRs (codes below the SGPR count, the only ones an M0-relative
    /// index reaches) that have variables.
    pub(super) fn sgpr_vars(&self) -> Vec<(usize, Variable)> {
        (0..self.sgprs as usize)
            .filter_map(|c| self.regs[c].map(|v| (c, v)))
            .collect()
    }

    /// Notes that SGPR `c` was reloaded from the wave state behind the
    /// variables' back: its form no longer holds.
    pub(super) fn reloaded_sgpr(&mut self, c: usize) {
        self.forms[c] = None;
    }

    /// Defines every register variable and SCC from the wave state.
    pub(super) fn load(&self, b: &mut FunctionBuilder, state: Value) {
        for c in 0..128usize {
            if let (Some(var), None) = (self.regs[c], self.wide[c / 2]) {
                let x = b
                    .ins()
                    .load(I32, mem(), state, (offsets::SGPR + 4 * c) as i32);
                b.def_var(var, x);
            }
        }
        for p in 0..pairs::PAIRS {
            if let Some(var) = self.wide[p] {
                let x = b
                    .ins()
                    .load(I64, mem(), state, (offsets::SGPR + 8 * p) as i32);
                b.def_var(var, x);
            }
        }
        if let Some(var) = self.scc {
            let x = b.ins().load(I32, mem(), state, offsets::SCC as i32);
            let x = b.ins().icmp_imm_s(IntCC::NotEqual, x, 0);
            b.def_var(var, x);
        }
    }

    /// Stores the register variables and SCC to the wave state: those the
    /// region writes, or with `all` every one (a variable always holds the
    /// register's value, so storing an unwritten one changes nothing).
    pub(super) fn store(&self, b: &mut FunctionBuilder, state: Value, all: bool) {
        for c in 0..128usize {
            if let (Some(var), None) = (self.regs[c], self.wide[c / 2]) {
                if all || self.written[c] {
                    let v = b.use_var(var);
                    b.ins()
                        .store(mem(), v, state, (offsets::SGPR + 4 * c) as i32);
                }
            }
        }
        for p in 0..pairs::PAIRS {
            if let Some(var) = self.wide[p] {
                if all || self.written[2 * p] || self.written[2 * p + 1] {
                    let v = b.use_var(var);
                    b.ins()
                        .store(mem(), v, state, (offsets::SGPR + 8 * p) as i32);
                }
            }
        }
        if let Some(var) = self.scc.filter(|_| all || self.scc_written) {
            let v = b.use_var(var);
            let v = b.ins().uextend(I32, v);
            b.ins().store(mem(), v, state, offsets::SCC as i32);
        }
    }

    /// Reloads every register variable and SCC from the wave state, and
    /// marks them written so that the exit stores them (their values may
    /// differ from the ones the prologue loaded).
    pub(super) fn reload(&mut self, b: &mut FunctionBuilder, state: Value) {
        self.load(b, state);
        for c in 0..128usize {
            if self.regs[c].is_some() || self.wide[c / 2].is_some() {
                self.wrote(c as u8);
            }
        }
        self.scc_written |= self.scc.is_some();
    }
}

impl Lowerer<'_, '_> {
    /// The variable of dword register `c`, declared on first use.
    pub(super) fn var(&mut self, c: u8) -> Variable {
        self.vars.var(self.b, c)
    }

    /// The SCC variable, declared on first use.
    pub(super) fn scc_var(&mut self) -> Variable {
        self.vars.scc_var(self.b)
    }

    /// The I64 variable of the wide pair starting at `c`, if it is one.
    pub(super) fn wide_var(&self, c: u8) -> Option<Variable> {
        self.vars.wide_var(c)
    }

    pub fn reg32(&mut self, c: u8) -> Value {
        if let Some(v) = self.wide_half(c & 127) {
            return v;
        }
        let v = self.var(c);
        self.b.use_var(v)
    }

    pub fn reg64(&mut self, c: u8) -> Value {
        if let Some(v) = self.wide_var(c) {
            return self.b.use_var(v);
        }
        let lo = self.reg32(c);
        let hi = self.reg32(c.wrapping_add(1));
        self.concat(lo, hi)
    }

    /// SCC as I32 0/1.
    pub fn scc(&mut self) -> Value {
        let c = self.scc_set();
        self.bool32(c)
    }

    /// SCC as an I8 truth value.
    pub fn scc_set(&mut self) -> Value {
        let v = self.scc_var();
        self.b.use_var(v)
    }

    /// Writes SCC from an I8 truth value.
    pub fn set_scc(&mut self, v: Value) {
        #[cfg(feature = "test-hooks")]
        let v = self.sabotage.scc(self.b, v);
        let var = self.scc_var();
        self.define(var, v);
        self.vars.scc_written = true;
    }

    /// SCC = (v != 0).
    pub fn set_scc_nonzero(&mut self, v: Value) {
        let c = self.b.ins().icmp_imm_s(IntCC::NotEqual, v, 0);
        self.set_scc(c);
    }

    /// EXEC or VCC == 0 as an I8 truth value.
    pub fn pair_is_zero(&mut self, c: u8) -> Value {
        let lo = self.reg32(c);
        let hi = self.reg32(c + 1);
        let or = self.b.ins().bor(lo, hi);
        self.b.ins().icmp_imm_s(IntCC::Equal, or, 0)
    }

    /// STATUS.PRIV as an I8 truth value, read from the wave state (no region
    /// instruction can change it).
    fn privileged(&mut self) -> Value {
        let s = self.b.ins().load(
            I32,
            mem(),
            self.state,
            (offsets::HWREG + 4 * hwreg::STATUS) as i32,
        );
        let p = self.b.ins().band_imm_s(s, hwreg::STATUS_PRIV as i64);
        self.b.ins().icmp_imm_s(IntCC::NotEqual, p, 0)
    }

    /// Writes one dword register. TTMP (and TBA/TMA before gfx9),
    /// `code::PRIVILEGED`, keep their value unless STATUS.PRIV is set.
    pub fn write_reg32(&mut self, c: u8, mut v: Value) {
        let c = c & 127;
        if code::PRIVILEGED.contains(&c) {
            let old = self.reg32(c);
            let p = self.privileged();
            v = self.b.ins().select(p, v, old);
        }
        self.vars.wrote(c);
        if !self.set_wide_half(c, v) {
            let var = self.var(c);
            self.define(var, v);
        }
    }

    /// Writes one dword register as scalar memory does: no privilege rule
    /// (`smem::lowerable` keeps TTMP destinations out).
    pub fn write_raw32(&mut self, c: u8, v: Value) {
        #[cfg(feature = "test-hooks")]
        let v = self.sabotage.result(self.b, v);
        let c = c & 127;
        self.vars.wrote(c);
        if !self.set_wide_half(c, v) {
            let var = self.var(c);
            self.b.def_var(var, v);
        }
    }

    /// Writes a destination of `dwords` width (I32 value for 1, I64 for 2).
    pub fn write_dst(&mut self, c: u8, dwords: u8, v: Value) {
        #[cfg(feature = "test-hooks")]
        let v = self.sabotage.result(self.b, v);
        if let (true, Some(var)) = (dwords >= 2, self.wide_var(c)) {
            self.define(var, v);
            self.vars.wrote(c);
            self.vars.wrote(c + 1);
        } else if dwords >= 2 {
            let (lo, hi) = self.split(v);
            self.write_reg32(c, lo);
            self.write_reg32(c.wrapping_add(1), hi);
        } else {
            self.write_reg32(c, v);
        }
    }

    /// Forgets every affine form (at a block boundary).
    pub(super) fn forget_forms(&mut self) {
        self.vars.forget_forms();
    }
}
