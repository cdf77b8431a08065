; mcpu: fiji
.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
s_endpgm
