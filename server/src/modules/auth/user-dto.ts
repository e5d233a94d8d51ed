import type { UserDto } from '@league/contract';
import type { User, League } from '../../generated/prisma/client.js';

export type UserWithLeague = User & { league: Pick<League, 'id' | 'name'> };

/** The user as the clients read it (snake_case, never the password hash). */
export function toUserDto(user: UserWithLeague): UserDto {
  return {
    id: user.id,
    username: user.username,
    email: user.email ?? '',
    first_name: user.firstName,
    last_name: user.lastName,
    user_type: user.userType,
    league_id: user.leagueId,
    league_name: user.league.name,
    phone_number: user.phoneNumber ?? '',
    date_of_birth: user.dateOfBirth ? user.dateOfBirth.toISOString().slice(0, 10) : null,
    certification_level: user.certificationLevel,
    experience_years: user.experienceYears,
    is_active: user.isActive,
    created_at: user.createdAt.toISOString(),
  };
}
