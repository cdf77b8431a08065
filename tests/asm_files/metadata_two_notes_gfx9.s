; mcpu: gfx900
; Each .amdgpu_metadata block adds one note to .note.
.text
s_endpgm
.amdgpu_metadata
amdhsa.version: [1, 1]
amdhsa.kernels: []
.end_amdgpu_metadata
.data
.long 1
.amdgpu_metadata
---
amdhsa.version: [1, 0]
amdhsa.kernels: []
...
.end_amdgpu_metadata
.long 2
