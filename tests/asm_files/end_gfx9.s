; mcpu: gfx900
; .end stops the file and .warning prints but assembles.
s_nop 0
.warning "just a warning"
s_endpgm
.end
this line is not assembled
