#!/bin/sh
# Makes the demo seed's voicemail recordings (seed/voicemail.ts gives each seeded message one of them).
# Run once, by hand, and commit the results; the seed only reads the committed files, so neither
# espeak-ng nor opus-tools is needed to start Portside.
#
#   apt-get install espeak-ng opus-tools      # Debian 12: espeak-ng 1.51, opus-tools 0.2
#   sh apps/server/src/seed/voicemail/make-recordings.sh
#
# Each line of messages.txt is "<name>|<words>": espeak-ng speaks the words (voice en-us, 150 words a
# minute) into a 22.05 kHz WAV, opusenc makes mono Ogg Opus of it at 12 kbit/s (speech stays clear;
# a 6 s message is about 10 KB, well under the 50 KB each file may weigh), and recordings.json lists
# each file with its length in whole seconds (rounded up), which the seed stores as message_length.
set -eu
cd "$(dirname "$0")"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo '[' > recordings.json
first=1
while IFS='|' read -r name words; do
  [ -z "$name" ] && continue
  espeak-ng -v en-us -s 150 -w "$tmp/$name.wav" "$words"
  opusenc --quiet --bitrate 12 --downmix-mono "$tmp/$name.wav" "$name.opus"
  seconds=$(python3 -c "import wave,math,sys; w=wave.open(sys.argv[1]); print(math.ceil(w.getnframes()/w.getframerate()))" "$tmp/$name.wav")
  [ $first -eq 1 ] || echo ',' >> recordings.json
  first=0
  printf '  { "file": "%s.opus", "seconds": %s }' "$name" "$seconds" >> recordings.json
done < messages.txt
printf '\n]\n' >> recordings.json
ls -l ./*.opus
