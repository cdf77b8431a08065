//! The waves of one workgroup, run together on one thread (docs/launch.md,
//! "Workgroups"): they share the workgroup's LDS and meet at `s_barrier`.
//!
//! The schedule is fixed, so a run gives the same result on any number of
//! threads: in each round, wave 0 runs until it stops at an `s_barrier` or
//! ends, then wave 1, and so on; once every wave that has not ended waits at
//! the barrier (which is always so at the end of a round) all are released
//! and the next round starts. A wave that ended no longer counts. Each wave
//! keeps its own step budget over all its rounds, so a wave that never
//! reaches the barrier ends with a `step_limit` error and cannot hang the
//! others.

use crate::run::{GuestError, Limits, Outcome, Status};
use crate::state::{Lds, Wave};
use crate::waves::Batch;

/// One wave of the workgroup and where it stands.
struct Slot {
    wave: Wave,
    steps: u64,
    /// How it ended, once it has.
    end: Option<Status>,
}

/// Runs `waves` (a workgroup, in wave order) with `lds_size` bytes of LDS on
/// the calling thread; returns each wave's outcome and final state. The
/// workgroup's final LDS is left with wave 0.
pub(crate) fn run(batch: &Batch, waves: Vec<Wave>, lds_size: u32) -> Vec<(Outcome, Wave)> {
    let max = batch.limits().max_steps;
    let mut lds = Lds::new(lds_size);
    lds.barrier = waves.len() > 1;
    let mut slots: Vec<Slot> = waves
        .into_iter()
        .map(|wave| Slot {
            wave,
            steps: 0,
            end: None,
        })
        .collect();
    while slots.iter().any(|s| s.end.is_none()) {
        let mut waiting = 0;
        for s in slots.iter_mut().filter(|s| s.end.is_none()) {
            s.wave.lds = lds.take();
            let limits = Limits {
                max_steps: max - s.steps,
            };
            let out = batch.run_limited(&mut s.wave, &limits);
            lds = s.wave.lds.take();
            s.steps += out.steps;
            match out.status {
                Status::Barrier => waiting += 1,
                Status::Error(e) if e.kind == crate::run::ErrorKind::StepLimit => {
                    // The limit counts the wave's steps over all its rounds.
                    let mut e = GuestError::step_limit(max, e.pc);
                    if waiting > 0 {
                        e.message += &format!(
                            " while {waiting} other wave(s) of its workgroup wait at s_barrier"
                        );
                    }
                    s.end = Some(Status::Error(e));
                }
                status => s.end = Some(status),
            }
        }
        // Every wave still running now waits at the barrier: all go on.
    }
    if let Some(first) = slots.first_mut() {
        first.wave.lds = lds;
    }
    slots
        .into_iter()
        .map(|s| {
            let status = s.end.unwrap_or(Status::Endpgm);
            (
                Outcome {
                    status,
                    steps: s.steps,
                },
                s.wave,
            )
        })
        .collect()
}
