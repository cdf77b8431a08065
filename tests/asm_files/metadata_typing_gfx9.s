; mcpu: gfx900
; How llvm-mc 14 types the scalars of an .amdgpu_metadata document
; (docs/assembler.md, "Kernel metadata"): quoting does not matter, integers
; in any radix, booleans in every spelling, floats written as nil, tags,
; empty values, key order by type then value, a repeated key's last value,
; trailing blanks inside a literal block.
.text
s_endpgm
.amdgpu_metadata
---
amdhsa.kernels:  []
amdhsa.version:
  - 1   // comments are dropped
  - 1   ; as llvm-mc drops them
amdhsa.printf:
  - '1:1:4:%d\n'
  - "2:0:"
'12': quoted key
-1: negative key
true: boolean key
1.5: float key
zq: '1'
zr: "0x10"
zs: 0x10
zt: true
zu: 1.5
zv: -3
zw: abc
zx: ~
zz: True
z1: 0b101
z2: 010
z3: 1e3
z4: [a, 2]
z5: {b: 1}
a1: y
a2: n
a3: on
a4: Off
a5: oN
a6: NO
a7:
a8: !str 12
a9: |
  hello
  world
b1: -0x10
b2: 09
b3: -0
b5: "p ; q"
b6: -200
b7: 300
b8: 70000
b9: 18446744073709551615
c1: " 5"
c2: ""
c3: 0o17
c4: inf
c5: .nan
c6: 1_000
c7: Null
c8: 'x # y'
c9: -9223372036854775808
d1: [!int 7, !bool yes, !nil x, !float 2, !!str 5]
ws: |
  trailing blanks kept  
  and a tab	
dup: 1
dup: 2
a_very_long_key_that_needs_more_than_thirty_one_bytes: a string value that is longer than thirty-one bytes
.end_amdgpu_metadata
