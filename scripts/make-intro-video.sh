#!/usr/bin/env bash
# Makes the intro video the portal ships for its default country (apps/api/assets/intro/b2bindustrial-cn.mp4): eight
# seconds of the brand's colours and three lines about exporting, drawn by ffmpeg, H.264 at 640x360 without sound, so it
# plays in every browser and weighs about 100 KB; and its poster (the last frame, .jpg beside it). A country's real film
# and poster replace them through INTRO_VIDEO_URL and INTRO_POSTER_URL.
# Needs ffmpeg with libx264 and the DejaVu fonts (Debian: apt-get install ffmpeg fonts-dejavu-core).
set -euo pipefail

out="${1:-$(dirname "$0")/../apps/api/assets/intro/b2bindustrial-cn.mp4}"
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
light=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf

# Each line fades in at its own second and stays.
line() { # text, font, size, colour, y, second
  printf "drawtext=fontfile=%s:text='%s':fontsize=%s:fontcolor=%s:x=(w-text_w)/2:y=%s:alpha='min(1,max(0,t-%s))'" \
    "$2" "$1" "$3" "$4" "$5" "$6"
}

ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "gradients=s=640x360:d=8:r=24:c0=0x062a4a:c1=0x0b4f8a:c2=0x083a66:n=3:speed=0.015:seed=7" \
  -vf "$(line 'B2B Industrial China' "$font" 40 white 110 0.2),$(line 'Chinese manufacturers for buyers worldwide' "$light" 22 0xe6eef7 175 1.5),$(line 'Register now and go global' "$font" 26 0xf5a623 235 3)" \
  -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -crf 30 -preset slow -movflags +faststart -an \
  "$out"
poster="${out%.mp4}.jpg"
ffmpeg -hide_banner -loglevel error -y -sseof -0.1 -i "$out" -frames:v 1 -q:v 5 "$poster"
echo "$out: $(wc -c <"$out") bytes; $poster: $(wc -c <"$poster") bytes"
