"""What a Python hook costs: a loop of 65,536 iterations with one vector word
handed to a Python callable, against the same loop with s_nop there; prints
the difference per call (best of five runs) on each engine.

    python examples/python/hook_cost.py
"""
import time, gcnjit
V = 0xD4020000
head = gcnjit.assemble("s_mov_b32 s0, 0x10000")
body = gcnjit.assemble("s_add_u32 s8, s8, s7\ns_sub_u32 s0, s0, 1\ns_cmp_lg_u32 s0, 0")
tail = gcnjit.assemble("s_cbranch_scc1 -5\ns_endpgm")
hooked = gcnjit.Program.from_words(head + [V] + body + tail)
plain = gcnjit.Program.from_words(head + gcnjit.assemble("s_nop 0") + body + tail)
def hook(w, pc, words):
    return pc + 4
for eng in ["interp", "jit"]:
    best = {}
    for name, p in [("hooked", hooked), ("plain", plain)]:
        ts = []
        for _ in range(5):
            w = gcnjit.Wave(); t = time.perf_counter()
            o = gcnjit.run(p, w, engine=eng, on_unsupported=hook); ts.append(time.perf_counter() - t)
            assert o.status == "endpgm", o.message
        best[name] = min(ts)
    print(eng, "ns per Python hook call:", (best["hooked"] - best["plain"]) / 0x10000 * 1e9)
