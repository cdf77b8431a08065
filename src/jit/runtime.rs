//! The dispatcher: runs a wave through compiled regions and the interpreter.
//!
//! The loop looks up the entry point for the PC in the per-word table (one
//! atomic load), calls it, and acts on the exit reason. A PC without code runs
//! one instruction in the interpreter (counting towards compilation). Step
//! counting is exact: compiled blocks check the budget before they run, and once
//! a block does not fit, the interpreter finishes the run.
//!
//! Tiers: first-tier code is called with a budget that ends where its region
//! has run `JitOptions::tier_up` steps. When that budget, and not the run's,
//! stops it at a budget check, the state is as exact as at any exit: the
//! region (and the PC it stopped at, a loop header) is compiled at
//! `opt_level=speed` and the run goes on in the new code.

use super::cache::{AtomicStats, Jit, TIERED_UP};
use super::{ExitReason, RunCtx, Tier};
use crate::interp::Op;
use crate::run::{GuestError, Limits, Outcome, Status};
use crate::state::Wave;
use std::sync::atomic::Ordering;

impl Jit {
    /// Runs `wave` from its PC until it ends, faults or reaches the step limit.
    /// The program's first `JitOptions::interp_steps` steps, over all the
    /// runs of this JIT, run in the interpreter's fast path (with a
    /// threshold above 0): a run that starts while some are left runs that
    /// many in the interpreter, then the dispatcher goes on from the exact
    /// step and PC the interpreter stopped at.
    pub fn run(&self, wave: &mut Wave, limits: &Limits) -> Outcome {
        let steps = if self.opts.threshold > 0 {
            let p = Prefix {
                prepared: self.prepared(),
                program: &self.program,
                interp_steps: self.opts.interp_steps,
                used: &self.prefix_used,
            };
            match p.run(wave, limits) {
                Ok(out) => {
                    self.add_counts(&super::RunCounts {
                        interp_steps: out.steps,
                        ..Default::default()
                    });
                    return out;
                }
                Err(steps) => steps,
            }
        } else {
            0
        };
        self.run_from(wave, limits, steps)
    }

    /// Goes on with a run whose first `steps` steps the interpreter ran
    /// (a prefix, here or in an [`crate::engine::Runner`] that builds its
    /// JIT only once the prefix is used up): the dispatcher from the wave's
    /// PC, counting those steps as interpreted.
    pub(crate) fn run_from(&self, wave: &mut Wave, limits: &Limits, steps: u64) -> Outcome {
        let mut ctx = RunCtx::new(steps, limits.max_steps);
        ctx.counts.interp_steps = steps;
        loop {
            if let Some(status) = self.segment(wave, &mut ctx) {
                self.add_counts(&ctx.counts);
                return Outcome {
                    status,
                    steps: ctx.steps,
                };
            }
        }
    }

    /// Marks the interpreter prefix as used up (a runner ran it before
    /// building this JIT) and counts the `steps` it ran as interpreted.
    pub(crate) fn prefix_done(&self, steps: u64) {
        self.prefix_used
            .fetch_max(self.opts.interp_steps, Ordering::Relaxed);
        self.add_counts(&super::RunCounts {
            interp_steps: steps,
            ..Default::default()
        });
    }

    /// Adds a run's counters to the shared statistics.
    pub fn add_counts(&self, c: &super::RunCounts) {
        AtomicStats::add(&self.stats.region_entries, c.region_entries);
        AtomicStats::add(&self.stats.dispatcher_round_trips, c.dispatcher_round_trips);
        AtomicStats::add(&self.stats.fallbacks, c.fallbacks);
        AtomicStats::add(&self.stats.interp_steps, c.interp_steps);
    }

    /// One round of the dispatcher: one compiled region (and the interpreted
    /// instruction it fell back on), or one interpreted instruction. `Some` when
    /// the wave ended.
    pub fn segment(&self, wave: &mut Wave, ctx: &mut RunCtx) -> Option<Status> {
        if ctx.steps >= ctx.max_steps {
            return Some(step_limit(wave, ctx));
        }
        let pc = wave.state.pc;
        let Some(entry) = self.lookup(pc) else {
            return self.interp_step(wave, ctx);
        };
        let need = entry.need;
        if ctx.max_steps - ctx.steps < need {
            return self.finish_in_interpreter(wave, ctx);
        }
        // First-tier code gets a budget that ends where the region has run
        // `tier_up` steps (at least its entry's need): it then leaves at a
        // budget check, as exact as any, and the region is compiled again.
        let max_steps = ctx.max_steps;
        let counting = entry.tier != Tier::Optimized
            && self.opts.tier_up > 0
            && entry.warm.load(Ordering::Relaxed) < TIERED_UP;
        if counting {
            let left = self
                .opts
                .tier_up
                .saturating_sub(entry.warm.load(Ordering::Relaxed));
            ctx.max_steps = max_steps.min(ctx.steps.saturating_add(left.max(need)));
        }
        let capped = ctx.max_steps < max_steps;
        let before = ctx.steps;
        let f = entry.f;
        ctx.counts.region_entries += 1;
        // Every pointer the code gets derives from this one: the in-place
        // helper makes a `&mut Wave` from it while the code is suspended.
        let wp: *mut Wave = wave;
        // SAFETY: `wp` comes from the exclusive borrow `wave`.
        ctx.mem = unsafe { std::ptr::addr_of!((*wp).mem) };
        ctx.wave = wp;
        ctx.program = &self.program;
        ctx.win_len = 0;
        // SAFETY: `f` is a finalized region of this Jit's module with the
        // `RegionFn` signature; the generated code reads and writes only the
        // `WaveState` and the `RunCtx` it is given (both exclusively borrowed
        // here) at fixed offsets inside them (`state::offsets`, M0-relative
        // accesses bounds-checked against the SGPR count), and guest memory
        // only through `ctx.mem` (set just above to the wave's memory, which
        // is not otherwise touched during the call) with the bounds-checked
        // `lower::smem` helpers, or inline inside the window those helpers
        // set from that same memory during this call (emptied just above);
        // the whole wave only through `lower::inplace`, which stores the
        // code's registers before and reloads them after. A window over a
        // shared region (`state/shared.rs`) points into atomic words that
        // other waves' threads may store to meanwhile: the inline loads only
        // read them, as plain machine loads of generated code, and the words
        // live as long as the wave's memory maps them.
        let r = unsafe { f(std::ptr::addr_of_mut!((*wp).state), ctx) };
        ctx.max_steps = max_steps;
        let exit = ExitReason::from_u32(r);
        if counting {
            let ran = ctx.steps - before;
            let warm = entry.warm.fetch_add(ran, Ordering::Relaxed) + ran;
            let budget_out = capped && exit == Some(ExitReason::Budget);
            if warm >= self.opts.tier_up || budget_out {
                self.tier_up(pc);
            }
            if budget_out {
                // Only the tier-up budget ran out: the run goes on, in
                // optimized code from the PC the region left at (a loop
                // header inside it, usually).
                if wave.state.pc != pc {
                    self.tier_up(wave.state.pc);
                }
                ctx.counts.dispatcher_round_trips += 1;
                return None;
            }
        }
        match exit {
            Some(ExitReason::Continue) => {
                ctx.counts.dispatcher_round_trips += 1;
                None
            }
            Some(ExitReason::Endpgm) => Some(Status::Endpgm),
            Some(ExitReason::Fallback) => {
                // The region may have used the whole budget on its way here.
                if ctx.steps >= ctx.max_steps {
                    return Some(step_limit(wave, ctx));
                }
                ctx.counts.fallbacks += 1;
                self.interp_step(wave, ctx)
            }
            Some(ExitReason::Budget) | None => self.finish_in_interpreter(wave, ctx),
        }
    }

    /// The budget is smaller than the next compiled block: the interpreter
    /// runs the rest, one counted instruction at a time.
    fn finish_in_interpreter(&self, wave: &mut Wave, ctx: &mut RunCtx) -> Option<Status> {
        loop {
            if ctx.steps >= ctx.max_steps {
                return Some(step_limit(wave, ctx));
            }
            if let Some(s) = self.interp_step(wave, ctx) {
                return Some(s);
            }
        }
    }

    /// The program lowered for the interpreter.
    pub(crate) fn prepared(&self) -> &crate::interp::Prepared {
        &self.interp
    }

    /// Runs the instruction at the PC in the interpreter.
    fn interp_step(&self, wave: &mut Wave, ctx: &mut RunCtx) -> Option<Status> {
        ctx.counts.interp_steps += 1;
        match self.prepared().step(&self.program, wave, ctx.steps) {
            None => {
                ctx.steps += 1;
                None
            }
            Some(Status::Error(e)) => Some(Status::Error(e)),
            Some(s) => {
                ctx.steps += 1;
                Some(s)
            }
        }
    }
}

/// What compiled code calls to have the interpreter run one instruction
/// (Cranelift's in-place instructions, `lower::inplace`; the baseline tier's
/// instructions it does not compute itself).
/// Runs `op`, the instruction at the wave's PC as the interpreter lowered it,
/// `steps` being the instructions completed before it. Returns 1 when it
/// completed, 0 when it faulted (the interpreter then leaves the wave as it
/// was, and the code leaves the region so that the dispatcher runs it again
/// and reports it). Compiled code never has it run an instruction that may
/// end the wave (those are region exits), so `Some` is a fault.
///
/// # Safety
/// `ctx` points to the live `RunCtx` of the run, whose `wave` and `program`
/// the dispatcher set for this call, and nothing else uses the wave during it;
/// `op` points to an `Op` the JIT keeps as long as the code.
pub(crate) unsafe extern "C" fn step_in_place(ctx: *mut RunCtx, op: *const Op, steps: u64) -> u32 {
    // SAFETY: guaranteed by the caller (the generated code passes its own
    // `RunCtx` argument and an op it keeps; the dispatcher
    // derived every pointer the code holds from `wave`, and the code is
    // suspended in this call).
    let (ctx, wave, program, op) =
        unsafe { (&mut *ctx, &mut *(*ctx).wave, &*(*ctx).program, &*op) };
    ctx.counts.fallbacks += 1;
    ctx.counts.interp_steps += 1;
    // The plainest VALU ops run as the interpreter's fast path runs them
    // (`interp::valu::direct`); when it declines, the general step does.
    if crate::interp::run_direct(op, wave) {
        return 1;
    }
    match crate::interp::step_op(program, op, wave, steps) {
        None => 1,
        Some(_) => 0,
    }
}

fn step_limit(wave: &Wave, ctx: &RunCtx) -> Status {
    Status::Error(GuestError::step_limit(ctx.max_steps, wave.state.pc))
}

/// The interpreter prefix of a program's JIT runs: the first `interp_steps`
/// steps over all its runs (`used` so far) run in the interpreter's fast
/// path, so that a short program costs what the interpreter costs.
pub(crate) struct Prefix<'a> {
    pub prepared: &'a crate::interp::Prepared,
    pub program: &'a crate::Program,
    pub interp_steps: u64,
    pub used: &'a std::sync::atomic::AtomicU64,
}

impl Prefix<'_> {
    /// Runs what is left of the prefix: `Ok` with the outcome when the run
    /// ended inside it, `Err` with the steps done when the run goes on
    /// (the wave is then at the exact step and PC the interpreter stopped).
    pub(crate) fn run(&self, wave: &mut Wave, limits: &Limits) -> Result<Outcome, u64> {
        let used = self.used.load(Ordering::Relaxed);
        let prefix = self.interp_steps.saturating_sub(used).min(limits.max_steps);
        if prefix == 0 {
            return Err(0);
        }
        let out = self.prepared.resume(self.program, wave, 0, prefix);
        // A load and a store, not a locked add: a short run's bookkeeping
        // is then a few cycles. Runs on other threads at the same moment
        // may lose some of each other's steps, which only lets the prefix
        // last a little longer.
        let now = self.used.load(Ordering::Relaxed);
        self.used.store(now + out.steps, Ordering::Relaxed);
        let more = matches!(&out.status, Status::Error(e)
            if e.kind == crate::run::ErrorKind::StepLimit && out.steps == prefix);
        if !more || prefix == limits.max_steps {
            Ok(out)
        } else {
            Err(out.steps)
        }
    }
}
